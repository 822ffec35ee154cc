import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CODE_HEADER } from '@groupmap/contracts';
import type { HttpError } from '@groupmap/svc-kit';

/**
 * Answers a WebSocket upgrade that cannot be proxied with a plain HTTP error (the same status,
 * text/plain message and X-Error-Code as any other failure), then closes the socket. Upgrades never
 * reach Express, so its error handler cannot do this.
 */
export function writeSocketError(socket: Duplex, error: HttpError): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = Buffer.from(error.message, 'utf8');
  const head = [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${body.length}`,
    `${ERROR_CODE_HEADER}: ${error.code}`,
    ...Object.entries(error.headers).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), body]));
}
