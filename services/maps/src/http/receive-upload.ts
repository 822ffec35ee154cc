import { messages } from '@groupmap/contracts';
import { badRequest, type HttpError } from '@groupmap/svc-kit';
import busboy from 'busboy';
import type { Request } from 'express';
import type { Readable } from 'node:stream';

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

/** A body that broke off (the client stopped sending, or the form never ends) or is malformed. */
const incomplete = () => badRequest(messages.uploadIncomplete);

/**
 * Reads and drops what is left of the body once the upload is refused, so the answer reaches the
 * client through the gateway (which is still sending) instead of a reset connection.
 */
function discardRest(req: Request): void {
  req.resume();
}

/**
 * Streams the multipart body and returns the file in `rule.field`. At most `rule.maxBytes` are
 * ever held: a body declaring more is refused before it is read, and a file growing past the limit
 * is dropped as soon as it does (the rest of the body is read and discarded, then 413).
 *
 * Every stream involved (the request, the parser and each file part, read or skipped) has its error
 * handled here: a body cut short makes busboy fail the part being read, and an unheard `error` on
 * any of them would end the process. Such a body is answered 400 and the rest of it discarded.
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
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    const fail = () =>
      settle(() => {
        req.unpipe(parser);
        discardRest(req);
        reject(incomplete());
      });

    const skip = (stream: Readable) => {
      stream.on('error', fail);
      stream.resume();
    };
    parser.on('file', (name, stream, info) => {
      if (name !== rule.field || chunks !== null) {
        skip(stream);
        return;
      }
      const received: Buffer[] = [];
      chunks = received;
      fileName = (info.filename ?? '').split(/[\\/]/).pop() ?? '';
      stream.on('error', fail);
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) received.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        received.length = 0;
      });
    });
    parser.on('error', fail);
    parser.on('close', () =>
      settle(() => {
        if (tooLarge) reject(rule.tooLarge());
        else if (chunks === null || chunks.length === 0) reject(rule.missing());
        else resolve({ bytes: Buffer.concat(chunks), fileName });
      }),
    );
    req.on('error', fail);
    req.pipe(parser);
  });
}
