import { ERROR_CODE_HEADER, type ErrorCode } from '@groupmap/contracts';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Answers a WebSocket upgrade with a plain HTTP error, in the same shape as every other failure
 * (status, text/plain message, X-Error-Code), then closes the socket.
 */
export function refuseUpgrade(socket: Duplex, status: number, code: ErrorCode, message: string): void {
  const body = Buffer.from(message, 'utf8');
  const head = Buffer.from(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'Connection: close',
      'Content-Type: text/plain; charset=utf-8',
      `${ERROR_CODE_HEADER}: ${code}`,
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n'),
  );
  // A client that vanished mid-handshake must not crash the process.
  socket.on('error', () => socket.destroy());
  socket.once('finish', () => socket.destroy());
  socket.end(Buffer.concat([head, body]));
}
