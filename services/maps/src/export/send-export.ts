import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { attachmentHeader } from './attachment-header';
import type { MapExportFile } from './map-export-file';

/**
 * Read-ahead of the file's text in bytes: below one page's text, so at most one page waits beside
 * the one being sent, however slow the client.
 */
const READ_AHEAD_BYTES = 64 * 1024;

/** The first piece, then the rest: the first is awaited before any header goes out. */
async function* startingWith(first: IteratorResult<string>, rest: AsyncGenerator<string>) {
  try {
    if (first.done) return;
    yield first.value;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    await rest.return(undefined);
  }
}

/**
 * Streams `file` as an attachment, gzipped (level 1: most of the saving for little time) when the
 * client takes it. pipeline() waits for the client (backpressure), so memory stays flat whatever the
 * map's size, and stops reading pages when the client goes away.
 */
export async function sendExport(req: Request, res: Response, file: MapExportFile): Promise<void> {
  // The first page is read before the status line: a failing database still answers a clean 500.
  const first = await file.chunks.next();
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  res.setHeader('Content-Type', file.mediaType);
  res.setHeader('Content-Disposition', attachmentHeader(file.fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  res.vary('Accept-Encoding');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  const source = Readable.from(startingWith(first, file.chunks), {
    objectMode: false,
    highWaterMark: READ_AHEAD_BYTES,
  });
  try {
    await (gzip ? pipeline(source, createGzip({ level: 1 }), res) : pipeline(source, res));
  } catch (error) {
    // A client that leaves mid-download is no failure of ours; anything else is (the connection is
    // cut, so the client sees a truncated file rather than a complete-looking one).
    if ((error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      req.log?.info({ url: req.originalUrl }, 'export download abandoned by the client');
      return;
    }
    throw error;
  }
}
