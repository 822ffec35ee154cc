import { ERROR_CODE_HEADER } from '@groupmap/contracts';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { HttpError } from './http-error';

/**
 * Answers a WebSocket upgrade with a plain HTTP error, in the same shape as every other failure
 * (status, text/plain message, X-Error-Code, the error's own headers such as Retry-After), then
 * closes the socket. Upgrades never reach Express, so its error handler cannot do this. The gateway
 * (an upgrade it cannot proxy) and realtime (one it refuses) both answer with it.
 */
export function refuseUpgrade(socket: Duplex, error: HttpError): void {
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
  // A client that vanished mid-handshake must not crash the process.
  socket.on('error', () => socket.destroy());
  socket.once('finish', () => socket.destroy());
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), body]));
}
