import { createBrowserApiClient } from '@groupmap/app-kit';

export interface SentRequest {
  method: string;
  path: string;
  csrf: string | null;
  contentType: string | null;
  /** The JSON body, or the multipart form. */
  json?: unknown;
  form?: FormData;
}

type Answer = { status: number; body: unknown; statusText?: string };

/**
 * The gateway as the import tests see it: every request the page's API client sends is recorded,
 * and answered by `answer` (JSON, or a text/plain refusal for a string body with a status >= 400).
 */
export function fakeImportApi() {
  const sent: SentRequest[] = [];
  let answer: (request: SentRequest) => Answer = () => ({ status: 200, body: {} });
  const fetch = async (request: Request) => {
    const contentType = request.headers.get('content-type');
    const record: SentRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      csrf: request.headers.get('x-csrf-token'),
      contentType,
    };
    if (contentType?.startsWith('multipart/form-data')) record.form = await request.formData();
    else if (contentType?.startsWith('application/json')) record.json = await request.json();
    sent.push(record);
    const { status, body, statusText } = answer(record);
    return typeof body === 'string'
      ? new Response(body, {
          status,
          statusText,
          headers: { 'content-type': 'text/plain', 'x-error-code': 'test' },
        })
      : Response.json(body, { status, statusText });
  };
  const client = createBrowserApiClient({
    baseUrl: 'http://gateway.test',
    readCookies: () => 'session_id=s; csrf_token=t0k3n',
  });
  return {
    client,
    sent,
    /** Installs this gateway as the global fetch (the client's default). */
    install: () => {
      globalThis.fetch = fetch as typeof globalThis.fetch;
    },
    answerWith: (next: (request: SentRequest) => Answer) => {
      answer = next;
    },
    /** Installs it afresh (nothing sent yet) before each test of the file, and the real fetch after them. */
    installForEachTest: () => {
      const realFetch = globalThis.fetch;
      beforeEach(() => {
        sent.length = 0;
        globalThis.fetch = fetch as typeof globalThis.fetch;
      });
      afterAll(() => {
        globalThis.fetch = realFetch;
      });
    },
  };
}
