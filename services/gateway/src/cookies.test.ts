import { gatewaySetCookie, readRequestCookie, setCookieList, setCookieNames } from './cookies';

describe('gatewaySetCookie', () => {
  it('builds a year-long, site-wide, SameSite=Lax cookie, HttpOnly and Secure only when asked', () => {
    expect(gatewaySetCookie('session_id', 'abc', { httpOnly: true, secure: false })).toBe(
      'session_id=abc; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(gatewaySetCookie('csrf_token', 'x-y_z', { httpOnly: false, secure: true })).toBe(
      'csrf_token=x-y_z; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
  });
});

describe('readRequestCookie', () => {
  it('reads one cookie of the Cookie header and treats an empty value as absent', () => {
    const headers = { cookie: 'a=1; session_id=s3cr3t; csrf_token=' };
    expect(readRequestCookie(headers, 'session_id')).toBe('s3cr3t');
    expect(readRequestCookie(headers, 'csrf_token')).toBeUndefined();
    expect(readRequestCookie(headers, 'missing')).toBeUndefined();
    expect(readRequestCookie({}, 'session_id')).toBeUndefined();
  });
});

describe('setCookieNames and setCookieList', () => {
  it('names the cookies of Set-Cookie values in any header form', () => {
    expect(setCookieList(undefined)).toEqual([]);
    expect(setCookieList('a=1; Path=/')).toEqual(['a=1; Path=/']);
    const list = setCookieList(['session_id=n; HttpOnly', 'map_preferences=x']);
    expect([...setCookieNames(list)]).toEqual(['session_id', 'map_preferences']);
  });
});
