import type { ProxyRoute } from '../routing/resolve-route';
import { createsSession, sessionScope } from './session-scope';

const auth: ProxyRoute = { kind: 'proxy', upstream: 'auth' };
const billing: ProxyRoute = { kind: 'proxy', upstream: 'billing' };
const maps: ProxyRoute = { kind: 'proxy', upstream: 'maps' };
const shell: ProxyRoute = { kind: 'proxy', upstream: 'shell' };
const mfMap: ProxyRoute = { kind: 'proxy', upstream: 'mfMap' };
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('sessionScope', () => {
  it('serves every API call under a session except the Stripe webhook', () => {
    expect(sessionScope({ method: 'GET', path: '/api/user', headers: {} }, auth)).toBe('api');
    expect(sessionScope({ method: 'POST', path: '/api/login', headers: {} }, auth)).toBe('api');
    expect(sessionScope({ method: 'POST', path: '/api/billing/webhook', headers: {} }, billing)).toBe('none');
    expect(sessionScope({ method: 'GET', path: '/api/billing/webhook', headers: {} }, billing)).toBe('api');
    expect(sessionScope({ method: 'POST', path: '/api/billing/webhook/x', headers: {} }, billing)).toBe(
      'api',
    );
  });

  it('serves shell page loads under a session, and no assets, remotes or embeds', () => {
    expect(sessionScope({ method: 'GET', path: '/dashboard', headers: html }, shell)).toBe('page');
    expect(sessionScope({ method: 'HEAD', path: '/', headers: html }, shell)).toBe('page');
    expect(
      sessionScope({ method: 'GET', path: '/static/js/main.js', headers: { accept: '*/*' } }, shell),
    ).toBe('none');
    expect(sessionScope({ method: 'GET', path: '/embed/test', headers: html }, mfMap)).toBe('none');
    expect(sessionScope({ method: 'GET', path: '/', headers: html }, mfMap)).toBe('none');
  });

  it('serves logos with no session, whatever the request carries', () => {
    expect(sessionScope({ method: 'GET', path: '/api/logos/a.png', headers: {} }, maps)).toBe('none');
    expect(sessionScope({ method: 'HEAD', path: '/api/logos/a.png', headers: {} }, maps)).toBe('none');
    expect(sessionScope({ method: 'DELETE', path: '/api/logos/a.png', headers: {} }, maps)).toBe('api');
    expect(sessionScope({ method: 'GET', path: '/api/logosx', headers: {} }, maps)).toBe('api');
  });

  it('creates sessions only for page loads and GET /api/session', () => {
    const page = { method: 'GET', path: '/dashboard', headers: html };
    expect(createsSession(page, 'page')).toBe(true);
    expect(createsSession({ method: 'GET', path: '/api/session', headers: {} }, 'api')).toBe(true);
    expect(createsSession({ method: 'GET', path: '/api/user', headers: {} }, 'api')).toBe(false);
    expect(createsSession({ method: 'POST', path: '/api/login', headers: {} }, 'api')).toBe(false);
    expect(createsSession({ method: 'POST', path: '/api/session', headers: {} }, 'api')).toBe(false);
    expect(createsSession({ method: 'GET', path: '/embed/test', headers: html }, 'none')).toBe(false);
  });
});
