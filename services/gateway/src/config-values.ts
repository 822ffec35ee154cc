import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

/**
 * The value schemas of the gateway's configuration (config.ts): URLs, lists, a tile template, the
 * signing key. Each list is read by one comma-list parser.
 */

const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * A comma-separated list, each entry trimmed, blanks and empty entries ignored, then checked (and
 * perhaps normalised) by `entry`.
 */
function commaList<T extends z.ZodType<unknown, string>>(entry: T) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(z.array(entry));
}

export const httpUrl = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).default(fallback);

/**
 * A comma-separated list of at least one http(s) URL (`http://a:4003,http://b:4003`). Typed as
 * non-empty, so its first entry is always there.
 */
export const httpUrlList = commaList(
  z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s):// URLs' }),
).refine((urls): urls is [string, ...string[]] => urls.length > 0, {
  error: 'must list at least one http(s):// URL',
});

/**
 * DEV_ORIGINS: comma-separated http(s) origins (`http://localhost:3002,http://127.0.0.1:3002`), each
 * normalised to scheme://host[:port] as browsers send it in Origin.
 */
export const originList = commaList(
  z
    .url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s):// origins' })
    .transform((url) => new URL(url).origin),
);

/** A remote's manifest: a path on the gateway's origin, or an absolute URL of another origin. */
export const manifestUrl = (fallback: string) =>
  z
    .string()
    .refine(
      (value) => value.startsWith('/') || /^https?:\/\//.test(value),
      'must be a path or an http(s):// URL',
    )
    .default(fallback);

/** A Leaflet tile template: an http(s) URL or a path, `{s}`/`{z}`/`{x}`/`{y}`/`{r}` placeholders allowed. */
export const tileUrlSchema = z
  .string()
  .refine(
    (value) => value.startsWith('/') || URL.canParse(value.replace(/\{[a-z]+\}/g, 'x')),
    'must be a tile URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  )
  .default(OSM_TILE_URL);

/**
 * The gateway signs identity tokens, so it holds the PRIVATE key (services hold only the public one).
 * `.env` files often carry PEM on one line with literal `\n`; those are turned back into newlines.
 */
export const privateKeyPemSchema = z
  .string()
  .transform((value) => value.replace(/\\n/g, '\n').trim())
  .refine(isEcPrivateKeyPem, { message: 'must be a PEM EC P-256 private key (-----BEGIN PRIVATE KEY-----)' });

/** ES256 needs an EC key on P-256 (OpenSSL calls the curve prime256v1). */
function isEcPrivateKeyPem(value: string): boolean {
  try {
    return createPrivateKey(value).asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}
