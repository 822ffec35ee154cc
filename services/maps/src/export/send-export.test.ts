import { waitFor } from '@groupmap/svc-kit/testing';
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { gunzipSync } from 'node:zlib';
import type { MapExportFile } from './map-export-file';
import { sendExport } from './send-export';

/** An app answering GET / with a file made of `pieces` (an Error piece throws there). */
function appSending(pieces: (string | Error)[], read: string[] = []) {
  const app = express();
  app.get('/', async (req, res) => {
    async function* chunks() {
      for (const piece of pieces) {
        if (piece instanceof Error) throw piece;
        read.push(piece);
        yield piece;
      }
    }
    const file: MapExportFile = {
      fileName: 'café.csv',
      mediaType: 'text/csv; charset=utf-8',
      chunks: chunks(),
    };
    await sendExport(req, res, file);
  });
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).type('text/plain').send('failed');
  });
  return app;
}

describe('sendExport', () => {
  it('sends the pieces as an attachment with the media type, no-store and the file name', async () => {
    const res = await request(appSending(['a,b\r\n', '1,2\r\n', '']))
      .get('/')
      .set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.text).toBe('a,b\r\n1,2\r\n');
    expect(res.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="cafe.csv"; filename*=UTF-8''caf%C3%A9.csv`,
      'cache-control': 'private, no-store',
      vary: 'Accept-Encoding',
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('gzips when the client accepts it', async () => {
    const res = await request(appSending(['x'.repeat(5000), 'y']))
      .get('/')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.headers['content-encoding']).toBe('gzip');
    // superagent unzips on its own; either way the text is the file.
    const body = res.body as Buffer;
    const text = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body).toString() : body.toString();
    expect(text).toBe(`${'x'.repeat(5000)}y`);
  });

  it('answers a clean error, without the attachment headers, when the first piece fails', async () => {
    const res = await request(appSending([new Error('database down')])).get('/');
    expect(res.status).toBe(500);
    expect(res.text).toBe('failed');
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('cuts the connection when a later piece fails, so the file is not taken for complete', async () => {
    await expect(request(appSending(['start', new Error('database down')])).get('/')).rejects.toThrow();
  });

  it('stops reading pieces when the client leaves, with backpressure until then', async () => {
    let produced = 0;
    let closed = false;
    const app = express();
    app.get('/', async (req, res) => {
      async function* endless() {
        try {
          for (;;) {
            produced += 1;
            yield 'z'.repeat(100_000);
          }
        } finally {
          closed = true;
        }
      }
      await sendExport(req, res, { fileName: 'a.csv', mediaType: 'text/csv', chunks: endless() });
    });
    const server = app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        const req = http.get({ port, path: '/', headers: { 'Accept-Encoding': 'identity' } }, (res) => {
          res.pause(); // read nothing: the server must wait rather than produce on
          setTimeout(() => {
            req.destroy();
            resolve();
          }, 300);
        });
        req.on('error', () => undefined);
      });
      // However long the server takes to notice the client leaving, it stops then.
      await waitFor('the export to stop reading pieces', () => closed);
      // Socket buffers hold a few MB at most; an unbounded producer would have made thousands.
      expect(produced).toBeLessThan(100);
    } finally {
      server.close();
    }
  });
});
