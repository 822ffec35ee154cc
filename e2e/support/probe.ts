// One request of the bad-input sweep, as bad-input-probes.ts builds it and api-visitor.ts sends it.
/** One request of the sweep; `input` names what was bad in it, for the failure message. */
export interface Probe {
  input: string;
  /** Path and query, already percent-encoded (bad parts deliberately so). */
  url: string;
  headers: Record<string, string>;
  body?:
    { json: unknown } | { raw: string; contentType: string } | { multipart: Record<string, MultipartValue> };
}

/** A multipart field: text, or a file with its name, type and bytes. */
export type MultipartValue = string | { name: string; mimeType: string; buffer: Buffer };
