import { z } from 'zod';
import { SERVICE_NAMES, type ServiceName } from '../upstreams';

/** Which service owns each `/api/...` path prefix. */
export type ApiRoutes = Record<string, ServiceName>;

/** docs/interfaces.md "Gateway paths". /api/health is not here: the gateway answers it itself. */
export const DEFAULT_API_ROUTES: ApiRoutes = {
  '/api/user': 'auth',
  '/api/login': 'auth',
  '/api/register': 'auth',
  '/api/logout': 'auth',
  '/api/session': 'auth',
  '/api/feedback': 'auth',
  '/api/account': 'auth',
  '/api/password-reset': 'auth',
  '/api/maps': 'maps',
  '/api/upload': 'maps',
  '/api/logos': 'maps',
  '/api/geocode': 'maps',
  '/api/subscribe': 'billing',
  '/api/billing': 'billing',
};

/** Paths the gateway serves itself; a route for them would never be reached, so it is refused. */
const RESERVED_PREFIXES = ['/api/health'];

/** A path prefix under /api: plain segments, no trailing slash, no dot segments. */
const API_PREFIX = /^\/api(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/** The shape GATEWAY_ROUTES must have: `{"/api/maps": "maps", ...}`. */
export const apiRoutesSchema = z
  .record(
    z.string().regex(API_PREFIX, 'route keys must be /api/... path prefixes without a trailing slash'),
    z.enum(SERVICE_NAMES),
  )
  .refine((routes) => Object.keys(routes).length > 0, 'must route at least one path')
  .refine(
    (routes) => !Object.keys(routes).some((prefix) => RESERVED_PREFIXES.includes(prefix)),
    `must not route ${RESERVED_PREFIXES.join(', ')} (the gateway answers it)`,
  );

/**
 * The GATEWAY_ROUTES variable: a JSON object replacing the whole default table (a merge could not
 * remove a route). Invalid JSON or an unknown service name fails start-up with the key named.
 */
export const apiRoutesJsonSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object such as {"/api/maps":"maps"}' });
      return z.NEVER;
    }
  })
  .pipe(apiRoutesSchema);
