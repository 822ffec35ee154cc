import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('shows the spec heading and the error message', () => {
    const html = renderToStaticMarkup(<ErrorScreen error={new Error('500: Internal Server Error')} />);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('500: Internal Server Error');
  });

  it('shows the generic message for throws that carry none', () => {
    for (const thrown of [undefined, null, 42, new Error('')]) {
      expect(renderToStaticMarkup(<ErrorScreen error={thrown} />)).toContain('An unexpected error occurred');
    }
  });

  it('offers "Try again" only when it can retry', () => {
    expect(renderToStaticMarkup(<ErrorScreen error="x" onRetry={() => undefined} />)).toContain('Try again');
    expect(renderToStaticMarkup(<ErrorScreen error="x" />)).not.toContain('<button');
  });
});
