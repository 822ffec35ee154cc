// A browser's session against the gateway as the drivers use it: a cookie jar, the CSRF header copied
// from its cookie, the page's Origin, and a time limit on every request, so a request the platform
// never answers becomes an outcome ('lost') instead of a stalled driver.
import { CSRF_COOKIE, CSRF_HEADER } from '@groupmap/contracts';
import { keepSetCookies } from '@groupmap/scripts';
import { now, type Outcome, type RequestError } from '../protocol';

/** A request the platform has not answered in this long is lost (a fault's restart takes longer). */
const REQUEST_TIMEOUT_MS = 30_000;

/** When each request now waiting for its answer was sent, across the process's sessions. */
const inFlight = new Set<{ sentAt: number }>();

/** The send time of the oldest request still waiting for its answer, if any. */
export function oldestInFlight(): number | undefined {
  let oldest: number | undefined;
  for (const request of inFlight)
    if (oldest === undefined || request.sentAt < oldest) oldest = request.sentAt;
  return oldest;
}

export interface Answer<T = unknown> {
  outcome: Outcome;
  status?: number;
  body?: T;
  headers?: Headers;
  sentAt: number;
  doneAt: number;
  detail?: string;
}

export function outcomeOf(status: number): Outcome {
  if (status < 300) return 'ack';
  return status < 500 ? 'refused' : 'failed';
}

/** The error record of an answer that was not a 2xx. */
export function requestError(what: string, answer: Answer): RequestError {
  return {
    what,
    outcome: answer.outcome as RequestError['outcome'],
    status: answer.status,
    detail: answer.detail?.slice(0, 200),
    sentAt: answer.sentAt,
    doneAt: answer.doneAt,
  };
}

export class Session {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    cookieHeader = '',
  ) {
    for (const pair of cookieHeader.split(';')) {
      const separator = pair.indexOf('=');
      if (separator > 0) this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A new visitor session: GET /api/session sets its cookies. Throws when refused (for set-up). */
  static async visitor(baseUrl: string): Promise<Session> {
    const { session, answer } = await Session.open(baseUrl);
    if (answer.outcome !== 'ack') throw new Error(`GET /api/session: ${answer.status ?? answer.detail}`);
    return session;
  }

  /** A new visitor session and the answer that opened it (never throws: for tasks under load). */
  static async open(baseUrl: string) {
    const session = new Session(baseUrl);
    const answer = await session.request('GET', '/api/session');
    return { session, answer };
  }

  /**
   * One request; never throws. JSON bodies are parsed (`raw` keeps the text), FormData is sent as
   * multipart.
   */
  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: { raw?: boolean; timeoutMs?: number } = {},
  ): Promise<Answer<T>> {
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
    const sentAt = now();
    const pending = { sentAt };
    inFlight.add(pending);
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
      });
      keepSetCookies(this.cookies, response);
      const text = await response.text();
      const outcome = outcomeOf(response.status);
      let parsed: unknown = text;
      if (!options.raw && text && response.headers.get('content-type')?.includes('json')) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      return {
        outcome,
        status: response.status,
        body: parsed as T,
        headers: response.headers,
        sentAt,
        doneAt: now(),
        detail: outcome === 'ack' ? undefined : text.slice(0, 300),
      };
    } catch (error) {
      return { outcome: 'lost', sentAt, doneAt: now(), detail: (error as Error).message };
    } finally {
      inFlight.delete(pending);
    }
  }
}
