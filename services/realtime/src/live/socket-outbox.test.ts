import { WebSocket } from 'ws';
import { liveFrameMessages } from '@groupmap/contracts';
import { sendLive } from './socket-outbox';

/** Just what sendLive touches of a socket: its state, what waits in its buffer, the frames written. */
class FakeSocket {
  readyState: number = WebSocket.OPEN;
  bufferedAmount = 0;
  frames: string[] = [];
  send(payload: string | Buffer, options: { binary: boolean }) {
    expect(options.binary).toBe(false);
    this.frames.push(payload.toString());
  }
}

const asSocket = (fake: FakeSocket) => fake as unknown as WebSocket;
const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));
const message = (id: number) => JSON.stringify({ type: 'deleteLocation', data: { id }, seq: id, epoch: 'e' });
const messagesIn = (frames: string[]) => frames.flatMap((frame) => liveFrameMessages(JSON.parse(frame)));

describe('sendLive', () => {
  it('sends a lone message to an idle socket at once, as a frame of its own', async () => {
    const fake = new FakeSocket();
    sendLive(asSocket(fake), message(1));
    expect(fake.frames).toEqual([message(1)]);
    await endOfTurn();
    expect(fake.frames).toEqual([message(1)]);
  });

  it('sends the next messages of the same turn as one batch frame, after the first, in order', async () => {
    const fake = new FakeSocket();
    for (const id of [1, 2, 3]) sendLive(asSocket(fake), id === 2 ? Buffer.from(message(id)) : message(id));
    expect(fake.frames).toHaveLength(1);
    await endOfTurn();
    expect(fake.frames).toHaveLength(2);
    expect(JSON.parse(fake.frames[1] ?? '')).toMatchObject({ type: 'batch' });
    expect(messagesIn(fake.frames)).toEqual([1, 2, 3].map((id) => JSON.parse(message(id))));
    // The next turn starts afresh: a lone message is a frame of its own again.
    sendLive(asSocket(fake), message(4));
    expect(fake.frames[2]).toBe(message(4));
  });

  it('holds even the first message for the turn’s frame while the socket still has data waiting', async () => {
    const fake = new FakeSocket();
    fake.bufferedAmount = 10;
    sendLive(asSocket(fake), message(1));
    expect(fake.frames).toEqual([]);
    await endOfTurn();
    // One message due: a frame of its own, not a batch of one.
    expect(fake.frames).toEqual([message(1)]);
  });

  it('builds a batch once for sockets due the same messages, and sends nothing to a socket closed meanwhile', async () => {
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    for (const fake of sockets) fake.bufferedAmount = 1;
    const shared = [Buffer.from(message(1)), Buffer.from(message(2))];
    for (const payload of shared) for (const fake of sockets) sendLive(asSocket(fake), payload);
    const [first, second, closed] = sockets as [FakeSocket, FakeSocket, FakeSocket];
    closed.readyState = WebSocket.CLOSED;
    await endOfTurn();
    expect(first.frames).toHaveLength(1);
    expect(second.frames).toEqual(first.frames);
    expect(messagesIn(first.frames)).toEqual([1, 2].map((id) => JSON.parse(message(id))));
    expect(closed.frames).toEqual([]);
  });
});
