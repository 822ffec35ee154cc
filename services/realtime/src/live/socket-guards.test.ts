import { EventEmitter } from 'node:events';
import { WebSocket } from 'ws';
import { boundSendBuffer, MessageRateWindow, sendWithinBuffer } from './socket-guards';

describe('MessageRateWindow', () => {
  it('allows `limit` messages per window, and counts afresh in the next window', () => {
    const window = new MessageRateWindow(3, 1_000);
    expect([0, 10, 20].map((now) => window.take(now))).toEqual([true, true, true]);
    expect(window.take(999)).toBe(false);
    expect(window.take(1_000)).toBe(true);
  });
});

/** Just what sendWithinBuffer touches of a socket. */
class FakeSocket extends EventEmitter {
  readyState: number = WebSocket.OPEN;
  bufferedAmount = 0;
  sent: string[] = [];
  terminated = false;
  send(text: string) {
    this.sent.push(text);
  }
  terminate() {
    this.terminated = true;
    this.readyState = WebSocket.CLOSED;
  }
}

const asSocket = (fake: FakeSocket) => fake as unknown as WebSocket;

describe('sendWithinBuffer', () => {
  it('sends while what waits is within the bound, and cuts a slow consumer off beyond it', async () => {
    const fake = new FakeSocket();
    boundSendBuffer(asSocket(fake), 100);
    fake.bufferedAmount = 100;
    expect(sendWithinBuffer(asSocket(fake), 'a')).toBe(true);
    // Data was waiting, so 'a' goes at the end of the turn (socket-outbox.ts).
    await new Promise((resolve) => setImmediate(resolve));
    fake.bufferedAmount = 101;
    expect(sendWithinBuffer(asSocket(fake), 'b')).toBe(false);
    expect(fake.sent).toEqual(['a']);
    expect(fake.terminated).toBe(true);
  });

  it('sends nothing to a socket that is not open', () => {
    const fake = new FakeSocket();
    fake.readyState = WebSocket.CLOSING;
    expect(sendWithinBuffer(asSocket(fake), 'a')).toBe(false);
    expect(fake.sent).toEqual([]);
  });
});
