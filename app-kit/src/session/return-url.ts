/** Spec section 9: where a visitor goes after signing in when no usable returnUrl was given. */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/** The login screen, where signed-out visitors of signed-in pages are sent. */
export const LOGIN_PATH = '/login';

/** The query parameter carrying the page to come back to after login or registration. */
export const RETURN_URL_PARAM = 'returnUrl';

/**
 * True for a path on this site: it starts with one `/` that is not followed by another `/` or a `\`
 * (decisions.md). `//evil.example` and `/\evil.example` are protocol-relative URLs to another host in
 * browsers, and anything not starting with `/` (`https://...`, `javascript:...`) is not a path.
 * Control characters are refused too: browsers strip tabs and newlines from URLs, so `/\t/evil.example`
 * would become `//evil.example`.
 */
export function isSameSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  return value.startsWith('/') && value[1] !== '/' && value[1] !== '\\';
}

/**
 * Where to go after a successful login or registration: the `returnUrl` when it is a same-site path,
 * else /dashboard (spec section 2; decisions.md, Sessions and cookies).
 */
export function afterSignInPath(returnUrl: string | null | undefined): string {
  return returnUrl && isSameSitePath(returnUrl) ? returnUrl : DEFAULT_SIGNED_IN_PATH;
}

/** `/login?returnUrl=<path>`: the login screen, coming back to `path` (e.g. "/dashboard") after it. */
export function loginPathFor(path: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_URL_PARAM]: path }).toString()}`;
}
