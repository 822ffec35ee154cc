import { ipRateLimitKey, notFound, requireUser, type Logger } from '@groupmap/svc-kit';
import { Router } from 'express';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import pLimit from 'p-limit';
import type { MapsRateLimiters } from '../rate-limits';
import { refuseWithoutBranding } from '../logos/branding-allowed';
import { insertLogoUpload } from '../db/logo-upload-repository';
import { isLogoKey, logoUrlOf } from '../logos/logo-records';
import type { LogoStorage } from '../logos/logo-storage';
import { receiveLogoFile } from '../logos/receive-logo-file';
import { sanitizeLogo, type SanitizedLogo } from '../logos/sanitize-logo';

export interface LogoRouterDeps {
  knex: Knex;
  storage: LogoStorage;
  logger: Logger;
  limits: Pick<MapsRateLimiters, 'logoUser' | 'logoIp'>;
  /** Images decoded at once (LOGO_DECODE_CONCURRENCY); further uploads wait in a queue. */
  decodeConcurrency: number;
  /** Decodes and re-encodes an upload; tests may watch it. */
  sanitize?: (bytes: Buffer) => Promise<SanitizedLogo>;
}

/**
 * Headers of a served logo: the browser must take it as the image it is (nosniff), never run or
 * render anything from it (a CSP allowing nothing, sandboxed if opened directly), and may cache it
 * for good since a key never changes content.
 */
const LOGO_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cache-Control': 'public, max-age=31536000, immutable',
} as const;

/**
 * `POST /upload/logo` and `GET /logos/:key`, to be mounted under `/api` behind the identity
 * middleware (createServiceApp's `api`). Uploads are for signed-in users whose plan has custom
 * branding, rate-limited per user and per IP; logos are served to anyone.
 */
export function logoRoutes({
  knex,
  storage,
  logger,
  limits,
  decodeConcurrency,
  sanitize = sanitizeLogo,
}: LogoRouterDeps): Router {
  const log = logger.child({ component: 'logos' });
  const router = Router();
  // Decoding holds up to LOGO_MAX_INPUT_PIXELS in memory and keeps a core busy: a burst of uploads
  // queues here instead of running side by side.
  const decodeQueue = pLimit(decodeConcurrency);

  router.post('/upload/logo', async (req, res) => {
    const { ip } = req.identity;
    // Checked before the body is read: an anonymous caller, a plan without branding or a caller
    // over the limits costs no upload.
    const userId = requireUser(req.identity);
    await refuseWithoutBranding(knex, userId);
    await limits.logoUser.consume(String(userId));
    await limits.logoIp.consume(ipRateLimitKey(ip));
    const file = await receiveLogoFile(req);
    const { bytes, type } = await decodeQueue(() => sanitize(file));
    const key = `${randomUUID()}.${type.extension}`;
    await storage.put(key, bytes, type.mime);
    try {
      await insertLogoUpload(knex, { key, userId, contentType: type.mime });
    } catch (error) {
      await storage.remove(key).catch(() => undefined);
      throw error;
    }
    log.info({ key, userId, bytes: bytes.length }, 'logo stored');
    res.status(201).json({ logoUrl: logoUrlOf(key) });
  });

  router.get('/logos/:key', async (req, res) => {
    const { key } = req.params;
    const stored = isLogoKey(key) ? await storage.get(key) : null;
    if (!stored) throw notFound();
    res.set(LOGO_HEADERS);
    res.set('Content-Type', stored.contentType);
    res.set('Content-Length', String(stored.size));
    await pipeline(stored.body, res);
  });

  return router;
}
