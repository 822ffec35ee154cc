import { mapPagePermalink, RUNTIME_CONFIG_PATH } from '@groupmap/contracts';

/**
 * Requests the shell's entry sends before its shared modules (React, app-kit, the federation runtime's
 * shared scope) have loaded, by absolute URL; each answer is taken once (`earlyFetch`). Issue 28: on
 * the phone profile those modules took two seconds to arrive, and the runtime configuration, the map,
 * its list and the map remote's manifest were each asked for only after them, one round trip apiece.
 * This module runs before Module Federation's async boundary, so it imports nothing shared.
 */
const early = new Map<string, Promise<Response>>();
/** The page's URL, which relative request URLs resolve against; unset until the entry starts. */
let base: string | undefined;

interface PageLocation {
  pathname: string;
  href: string;
}

/** The parts of the runtime configuration and the map read here (contracts has their full shapes). */
interface EarlyConfig {
  remotes?: { map?: unknown };
}
interface EarlyMap {
  id?: unknown;
  requiresPassword?: unknown;
}

/** A JSON answer's body, read from a copy (the original is left for whoever takes it), or undefined. */
async function jsonOf(response: Response): Promise<unknown> {
  if (!response.ok) return undefined;
  return response
    .clone()
    .json()
    .catch(() => undefined);
}

/**
 * Starts the requests every route needs (the runtime configuration) and, on a map's page, what that
 * page needs: the map, then its list unless it is protected, and the map remote's manifest once the
 * configuration names it. Any failure here only means the boot asks again, as it would have.
 */
export function startEarlyRequests(
  page: PageLocation,
  send: typeof fetch = (...args) => fetch(...args),
): void {
  base = page.href;
  const ask = (path: string, init?: RequestInit) => {
    const url = new URL(path, page.href).href;
    const response = send(url, init);
    // Never an unhandled rejection: a failure is for the boot's own request to meet again.
    response.catch(() => undefined);
    early.set(url, response);
    return response;
  };
  const config = ask(RUNTIME_CONFIG_PATH, { headers: { accept: 'application/json' } });
  const permalink = mapPagePermalink(page.pathname);
  if (permalink === null) return;
  void config.then(jsonOf).then((body) => {
    const manifest = (body as EarlyConfig | undefined)?.remotes?.map;
    if (typeof manifest !== 'string' || manifest === '') return;
    ask(manifest);
  });
  const map = ask(`/api/maps/${encodeURIComponent(permalink)}`, { credentials: 'include' });
  void map.then(jsonOf).then((body) => {
    const { id, requiresPassword } = (body ?? {}) as EarlyMap;
    if (Number.isInteger(id) && requiresPassword === false)
      ask(`/api/maps/${id as number}/locations`, { credentials: 'include' });
  });
}

/**
 * `fetch`, answering a GET the entry already sent with that request's answer (once; a failed one is
 * sent again). The boot's reads go through it: the runtime configuration, the remotes' manifests and
 * the map page's early data.
 */
export function earlyFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : undefined;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const url = base === undefined ? undefined : new URL(request ? request.url : String(input), base).href;
  const answer = method === 'GET' && url !== undefined ? early.get(url) : undefined;
  if (!answer) return fetch(input, init);
  early.delete(url!);
  return answer.catch(() => fetch(input, init));
}
