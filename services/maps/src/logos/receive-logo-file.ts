import { LOGO_FORM_FIELD, LOGO_MAX_BYTES } from '@groupmap/contracts';
import busboy from 'busboy';
import type { Request } from 'express';
import { logoMissing, logoTooLarge } from './logo-errors';

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Small caps on everything else a multipart body may carry, so no part of it can grow unbounded. */
const LIMITS = { files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 50 } as const;

/**
 * Streams the multipart body and returns the bytes of its `logo` file. At most LOGO_MAX_BYTES are
 * ever held: a body declaring more is refused before it is read, and a file growing past the limit
 * is dropped as soon as it does (the rest of the body is read and discarded, then 413).
 */
export function receiveLogoFile(req: Request): Promise<Buffer> {
  const declaredLength = Number(req.get('content-length'));
  if (declaredLength > LOGO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    return Promise.reject(logoTooLarge());
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: { ...LIMITS, fileSize: LOGO_MAX_BYTES } });
  } catch {
    // Not multipart/form-data, or no boundary: there is no file to read.
    return Promise.reject(logoMissing());
  }

  return new Promise<Buffer>((resolve, reject) => {
    let chunks: Buffer[] | null = null;
    let tooLarge = false;

    parser.on('file', (name, stream) => {
      if (name !== LOGO_FORM_FIELD || chunks !== null) {
        stream.resume();
        return;
      }
      const received: Buffer[] = [];
      chunks = received;
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) received.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        received.length = 0;
      });
    });
    parser.on('error', () => reject(logoMissing()));
    parser.on('close', () => {
      if (tooLarge) reject(logoTooLarge());
      else if (chunks === null || chunks.length === 0) reject(logoMissing());
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
    req.pipe(parser);
  });
}
