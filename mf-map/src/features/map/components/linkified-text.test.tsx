import { renderToStaticMarkup } from 'react-dom/server';
import { LinkifiedText } from './linkified-text';

describe('LinkifiedText', () => {
  it('renders an https value as a link opening a new tab without access to this page', () => {
    expect(renderToStaticMarkup(<LinkifiedText text="Menu https://cafe.example/menu" />)).toBe(
      '<span>Menu </span><a href="https://cafe.example/menu" target="_blank" rel="noopener noreferrer">https://cafe.example/menu</a>',
    );
  });

  it('renders a javascript: value and markup as escaped text, never as a link or HTML', () => {
    const html = renderToStaticMarkup(
      <LinkifiedText text={'javascript:alert(1) <img src=x onerror="alert(2)">'} />,
    );
    expect(html).not.toContain('<a');
    expect(html).not.toContain('<img');
    expect(html).toBe('<span>javascript:alert(1) &lt;img src=x onerror=&quot;alert(2)&quot;&gt;</span>');
  });
});
