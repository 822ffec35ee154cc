import { PassThrough } from 'node:stream';
import { HttpError, tooManyAttempts } from './http-error';
import { refuseUpgrade } from './refuse-upgrade';

/** What a refusal writes to a socket, as text. */
function written(error: HttpError): Promise<string> {
  const socket = new PassThrough();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  refuseUpgrade(socket, error);
  return new Promise((resolve) => socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8'))));
}

describe('refuseUpgrade', () => {
  it('answers the status, the text, its code and headers, and closes', async () => {
    const text = await written(tooManyAttempts(60));
    const [head, body] = text.split('\r\n\r\n');
    expect(head!.split('\r\n')).toEqual([
      'HTTP/1.1 429 Too Many Requests',
      'Content-Type: text/plain; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body!)}`,
      'X-Error-Code: rate_limited',
      'Retry-After: 60',
      'Connection: close',
    ]);
    expect(body).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('leaves a socket that can no longer be written to closed', () => {
    const socket = new PassThrough();
    socket.end();
    refuseUpgrade(socket, new HttpError(404, 'not_found', 'Not found'));
    expect(socket.destroyed).toBe(true);
  });
});
