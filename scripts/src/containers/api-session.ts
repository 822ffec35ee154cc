// A browser's session against the gateway, for the container smoke test: a cookie jar, the CSRF
// token copied from its cookie into `x-csrf-token`, and the page's Origin on every request.
import { CSRF_COOKIE, CSRF_HEADER } from '@groupmap/contracts';

/** Updates a cookie jar (name to value) from a response's Set-Cookie lines, as a browser would. */
export function keepSetCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const separator = pair!.indexOf('=');
    const name = pair!.slice(0, separator).trim();
    const value = pair!.slice(separator + 1).trim();
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

export class ApiSession {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** The Cookie header a browser would send. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown | FormData): Promise<Response> {
    const headers: Record<string, string> = { origin: new URL(this.baseUrl).origin };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (csrf && method !== 'GET') headers[CSRF_HEADER] = csrf;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    keepSetCookies(this.cookies, response);
    return response;
  }

  /** The JSON answer of a request that must answer `expected`; throws with the body otherwise. */
  async json<T>(method: string, path: string, expected: number, body?: unknown): Promise<T> {
    const response = await this.request(method, path, body);
    const text = await response.text();
    if (response.status !== expected) {
      throw new Error(
        `${method} ${path}: expected ${expected}, got ${response.status} ${text.slice(0, 300)}`,
      );
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
