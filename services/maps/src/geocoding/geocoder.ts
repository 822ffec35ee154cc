import type { ApiSchema } from '@groupmap/contracts';

/** One candidate place for an address (openapi.yaml GeocodeResult; spec section 3). */
export type GeocodeResult = ApiSchema<'GeocodeResult'>;

/** Who asks, for the lookup limits (the identity token's `sid` and `ip`); nobody for the server's own checks. */
export interface GeocodeContext {
  ip?: string | null;
  sessionId?: string | null;
}

/**
 * Resolves address text to candidate places, best first; an empty list when nothing matches. The
 * `/api/geocode` route and the location commands (the server re-checks that an address resolves,
 * decisions.md) both go through this one interface, whichever provider backs it.
 */
export interface Geocoder {
  search(query: string, context?: GeocodeContext): Promise<GeocodeResult[]>;
}
