import type { GeocodeResult } from '../geocoder';
import { parseNominatimAnswer } from './parse-nominatim';

export interface NominatimClientOptions {
  /** The search endpoint (GEOCODER_URL), e.g. https://nominatim.openstreetmap.org/search; its own parameters (an API key) are kept. */
  url: string;
  /** Identifies Groupmap and its operator, as Nominatim's usage policy asks. */
  userAgent: string;
  /** Asked for as `accept-language` (names in the language the gazetteer answers in); empty: the server's default. */
  language: string;
  /** Places asked for at most. */
  limit: number;
  /** The whole call, answer included, is abandoned after this long. */
  timeoutMs: number;
}

/** The geocoder answered with an HTTP error (its own rate limit, an outage...). */
export class GeocoderStatusError extends Error {
  constructor(readonly status: number) {
    super(`the geocoder answered HTTP ${status}`);
    this.name = 'GeocoderStatusError';
  }
}

/**
 * Calls a Nominatim-compatible `/search` the way spec section 7 describes it (GET, JSON format,
 * address details, the query text) and parses the answer. It throws on a network error, a timeout,
 * an HTTP error or an answer that is not a list of places: the caller falls back.
 */
export function nominatimClient({ url, userAgent, language, limit, timeoutMs }: NominatimClientOptions) {
  return async (query: string): Promise<GeocodeResult[]> => {
    const endpoint = new URL(url);
    endpoint.searchParams.set('q', query);
    endpoint.searchParams.set('format', 'jsonv2');
    endpoint.searchParams.set('addressdetails', '1');
    endpoint.searchParams.set('limit', String(limit));
    if (language) endpoint.searchParams.set('accept-language', language);
    const response = await fetch(endpoint, {
      headers: { 'User-Agent': userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeocoderStatusError(response.status);
    }
    return parseNominatimAnswer(await response.json());
  };
}
