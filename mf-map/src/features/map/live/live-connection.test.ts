import { fakeSockets } from '../../../testing/fake-live-socket';
import { liveChannelUrl, LiveConnection, type LivePosition, type LiveStatus } from './live-connection';
import { STABLE_CONNECTION_MS } from '@groupmap/contracts';
import { added, deleted, imported } from '../../../testing/test-messages';

function connect(position: LivePosition = { since: 4, epoch: 'epoch-a' }) {
  const fake = fakeSockets();
  const statuses: LiveStatus[] = [];
  const onMapInQuestion = jest.fn();
  let current = position;
  const connection = new LiveConnection({
    url: ({ since, epoch }) => `ws://test/ws/map/m?since=${since}&epoch=${epoch}`,
    position: () => current,
    onStatus: (status) => statuses.push(status),
    onMapInQuestion,
    createSocket: fake.createSocket,
    random: () => 0,
  });
  connection.start();
  return { connection, fake, statuses, onMapInQuestion, moveTo: (next: LivePosition) => (current = next) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LiveConnection', () => {
  it('joins from the position and dispatches messages to the subscribers of their type', () => {
    const { connection, fake, statuses } = connect();
    const newOnes = jest.fn();
    const deletions = jest.fn();
    connection.subscribe('newLocation', newOnes);
    connection.subscribe('deleteLocation', deletions);
    expect(fake.latest().url).toBe('ws://test/ws/map/m?since=4&epoch=epoch-a');
    fake.latest().open();
    expect(statuses).toEqual(['connecting', 'live']);
    fake.latest().receive(added(5));
    fake.latest().receive(deleted(6, 5));
    fake.latest().receive({ type: 'presence', data: { viewers: 2 } });
    expect(newOnes).toHaveBeenCalledWith(added(5));
    expect(deletions).toHaveBeenCalledWith(deleted(6, 5));
  });

  it('ignores a message whose seq it has already dispatched in the same epoch', () => {
    const { connection, fake } = connect();
    const handler = jest.fn();
    connection.subscribe('newLocation', handler);
    fake.latest().open();
    fake.latest().receive(added(5));
    fake.latest().receive(added(5));
    fake.latest().receive(added(3));
    fake.latest().receive(added(6));
    // A restored database numbers afresh: a low seq of a new epoch is new.
    fake.latest().receive(added(1, undefined, 'epoch-b'));
    expect(handler.mock.calls.map(([message]) => [message.seq, message.epoch])).toEqual([
      [5, 'epoch-a'],
      [6, 'epoch-a'],
      [1, 'epoch-b'],
    ]);
  });

  it('dispatches a batch frame’s messages in order, each as if it had come alone', () => {
    const { connection, fake } = connect();
    const newOnes = jest.fn();
    const deletions = jest.fn();
    connection.subscribe('newLocation', newOnes);
    connection.subscribe('deleteLocation', deletions);
    fake.latest().open();
    fake.latest().receive(added(5));
    fake.latest().receive({ type: 'batch', messages: [added(5), added(6), deleted(7, 6), added(8)] });
    expect(newOnes.mock.calls.map(([message]) => message.seq)).toEqual([5, 6, 8]);
    expect(deletions).toHaveBeenCalledWith(deleted(7, 6));
  });

  it('counts an import as a change in the map’s history: neither it nor an older change comes twice', () => {
    const { connection, fake } = connect();
    const imports = jest.fn();
    const newOnes = jest.fn();
    connection.subscribe('locationsImported', imports);
    connection.subscribe('newLocation', newOnes);
    fake.latest().open();
    fake.latest().receive(added(5));
    fake.latest().receive(imported(6, 1200));
    fake.latest().receive(imported(6, 1200));
    fake.latest().receive(added(6));
    fake.latest().receive(added(7));
    expect(imports).toHaveBeenCalledTimes(1);
    expect(imports).toHaveBeenCalledWith(imported(6, 1200));
    expect(newOnes.mock.calls.map(([message]) => message.seq)).toEqual([5, 7]);
  });

  it('reconnects 1 second after a close, from the position reached, backing off while it fails', () => {
    const { fake, statuses, moveTo } = connect();
    fake.latest().open();
    moveTo({ since: 9, epoch: 'epoch-a' });
    fake.latest().drop(1001);
    expect(statuses.at(-1)).toBe('paused');
    jest.advanceTimersByTime(999);
    expect(fake.sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(fake.sockets).toHaveLength(2);
    expect(fake.latest().url).toBe('ws://test/ws/map/m?since=9&epoch=epoch-a');

    fake.latest().drop();
    jest.advanceTimersByTime(1999);
    expect(fake.sockets).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(fake.sockets).toHaveLength(3);
    fake.latest().drop();
    jest.advanceTimersByTime(4000);
    expect(fake.sockets).toHaveLength(4);

    // Back and stable for a while: the next close starts again at 1 second.
    fake.latest().open();
    expect(statuses.at(-1)).toBe('live');
    jest.advanceTimersByTime(STABLE_CONNECTION_MS);
    fake.latest().drop();
    jest.advanceTimersByTime(1000);
    expect(fake.sockets).toHaveLength(5);
  });

  it('keeps backing off when connections drop before they are stable', () => {
    const { fake } = connect();
    fake.latest().open();
    fake.latest().drop();
    jest.advanceTimersByTime(1000);
    fake.latest().open();
    fake.latest().drop();
    jest.advanceTimersByTime(1000);
    expect(fake.sockets).toHaveLength(2);
    jest.advanceTimersByTime(1000);
    expect(fake.sockets).toHaveLength(3);
  });

  it('stops for good when the map is deleted (4404) and has the map looked at again', () => {
    const { fake, statuses, onMapInQuestion } = connect();
    fake.latest().open();
    fake.latest().drop(4404);
    jest.advanceTimersByTime(60_000);
    expect(fake.sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('ended');
    expect(onMapInQuestion).toHaveBeenCalledTimes(1);
  });

  it('after a 4403 close, rejoins, and has the map looked at again when the rejoin is refused', () => {
    const { fake, onMapInQuestion } = connect();
    fake.latest().open();
    fake.latest().drop(4403);
    jest.advanceTimersByTime(1000);
    expect(onMapInQuestion).not.toHaveBeenCalled();
    fake.latest().drop(1006);
    expect(onMapInQuestion).toHaveBeenCalledTimes(1);

    // A rejoin that succeeds after a 4403 (the password did not concern this visitor) needs nothing.
    jest.advanceTimersByTime(2000);
    fake.latest().open();
    fake.latest().drop(4403);
    jest.advanceTimersByTime(1000);
    fake.latest().open();
    expect(onMapInQuestion).toHaveBeenCalledTimes(1);
  });

  it('reconnects after a session ended (4401)', () => {
    const { fake } = connect();
    fake.latest().open();
    fake.latest().drop(4401);
    jest.advanceTimersByTime(1000);
    expect(fake.sockets).toHaveLength(2);
  });

  it('leaves on stop: closes the socket and never reconnects', () => {
    const { connection, fake } = connect();
    const handler = jest.fn();
    connection.subscribe('newLocation', handler);
    fake.latest().open();
    connection.stop();
    expect(fake.latest().closedWith).toBe(1000);
    fake.latest().drop(1000);
    fake.latest().receive(added(5));
    jest.advanceTimersByTime(60_000);
    expect(fake.sockets).toHaveLength(1);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('liveChannelUrl', () => {
  it('is secure when the page is, and resumes from the position', () => {
    expect(
      liveChannelUrl('my map', { since: 12, epoch: 'e1' }, { protocol: 'https:', host: 'groupmap.test' }),
    ).toBe('wss://groupmap.test/ws/map/my%20map?since=12&epoch=e1');
    expect(
      liveChannelUrl('m', { since: null, epoch: null }, { protocol: 'http:', host: 'localhost:8080' }),
    ).toBe('ws://localhost:8080/ws/map/m');
  });
});
