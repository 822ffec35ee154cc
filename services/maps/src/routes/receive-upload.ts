import type { HttpError } from '@groupmap/svc-kit';
import busboy from 'busboy';
import type { Request } from 'express';

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Small caps on everything else a multipart body may carry, so no part of it can grow unbounded. */
const LIMITS = { files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 50 } as const;

/** Which file an upload route takes and how it refuses one. */
export interface UploadRule {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** No such file, an empty one, or not multipart at all. */
  missing: () => HttpError;
  tooLarge: () => HttpError;
}

export interface UploadedFile {
  bytes: Buffer;
  /** The name the browser gave, without any path. */
  fileName: string;
}

/**
 * Streams the multipart body and returns the file in `rule.field`. At most `rule.maxBytes` are
 * ever held: a body declaring more is refused before it is read, and a file growing past the limit
 * is dropped as soon as it does (the rest of the body is read and discarded, then 413).
 */
export function receiveUpload(req: Request, rule: UploadRule): Promise<UploadedFile> {
  const declaredLength = Number(req.get('content-length'));
  if (declaredLength > rule.maxBytes + MULTIPART_OVERHEAD_BYTES) return Promise.reject(rule.tooLarge());
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: { ...LIMITS, fileSize: rule.maxBytes } });
  } catch {
    // Not multipart/form-data, or no boundary: there is no file to read.
    return Promise.reject(rule.missing());
  }

  return new Promise<UploadedFile>((resolve, reject) => {
    let chunks: Buffer[] | null = null;
    let fileName = '';
    let tooLarge = false;

    parser.on('file', (name, stream, info) => {
      if (name !== rule.field || chunks !== null) {
        stream.resume();
        return;
      }
      const received: Buffer[] = [];
      chunks = received;
      fileName = (info.filename ?? '').split(/[\\/]/).pop() ?? '';
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) received.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        received.length = 0;
      });
    });
    parser.on('error', () => reject(rule.missing()));
    parser.on('close', () => {
      if (tooLarge) reject(rule.tooLarge());
      else if (chunks === null || chunks.length === 0) reject(rule.missing());
      else resolve({ bytes: Buffer.concat(chunks), fileName });
    });
    req.on('error', reject);
    req.pipe(parser);
  });
}
