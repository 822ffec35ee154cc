import { renderToStaticMarkup } from 'react-dom/server';
import { LiveStatus } from './live-status';

const render = (state: Parameters<typeof LiveStatus>[0]) => renderToStaticMarkup(<LiveStatus {...state} />);

describe('LiveStatus', () => {
  it('says when live updates are paused and when they resume', () => {
    expect(render({ notice: 'paused', viewers: null, announcement: '' })).toContain(
      '<p role="status" class="live-status__notice live-status__notice--paused">Live updates paused. Reconnecting...</p>',
    );
    expect(render({ notice: 'resumed', viewers: null, announcement: '' })).toContain(
      '>Live updates resumed</p>',
    );
    expect(render({ notice: null, viewers: null, announcement: '' })).not.toContain('Live updates');
  });

  it('shows presence once known, and hides it while unknown', () => {
    expect(render({ notice: null, viewers: 2, announcement: '' })).toContain('>2 viewing now</p>');
    expect(render({ notice: null, viewers: null, announcement: '' })).not.toContain('viewing now');
  });

  it('puts summaries of changes in a polite live region', () => {
    expect(render({ notice: null, viewers: null, announcement: '2 locations added' })).toContain(
      '<div aria-live="polite" aria-atomic="true" class="gm-visually-hidden">2 locations added</div>',
    );
  });
});
