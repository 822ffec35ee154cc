import { lookupUserReplySchema, lookupUserRequestSchema } from '@groupmap/contracts';
import type { NatsConnection } from 'nats';
import { requestRpc, RpcError, serveRpc, type RpcResponder } from '../src/rpc';
import { connectTestNats, silentLogger, testPrefix } from './events/support/events-test-env';

const PREFIX = testPrefix('rpc');

let nc: NatsConnection;
const responders: RpcResponder[] = [];

beforeAll(async () => {
  nc = await connectTestNats();
});

afterEach(async () => {
  await Promise.all(responders.splice(0).map((responder) => responder.stop()));
});

afterAll(async () => {
  await nc.close();
});

async function serveLookup(handle: (username: string) => Promise<unknown>, maxConcurrent?: number) {
  responders.push(
    await serveRpc({
      maxConcurrent,
      nc,
      prefix: PREFIX,
      name: 'auth.user.lookup',
      queue: 'auth',
      logger: silentLogger,
      request: lookupUserRequestSchema,
      reply: lookupUserReplySchema,
      handle: ({ username }) => handle(username) as never,
    }),
  );
}

const lookUp = (body: unknown, timeoutMs = 10_000) =>
  requestRpc({
    nc,
    prefix: PREFIX,
    name: 'auth.user.lookup',
    body,
    reply: lookupUserReplySchema,
    // Answers come in milliseconds; a busy machine gets room, and only the shedding test waits for
    // a timeout (its own short one).
    timeoutMs,
  });

describe('serveRpc and requestRpc', () => {
  it('answers a request within its contract with the handler reply', async () => {
    await serveLookup(async (username) => ({ user: { id: 3, username } }));
    await expect(lookUp({ username: 'alice' })).resolves.toEqual({ user: { id: 3, username: 'alice' } });
  });

  it('answers a request outside its contract with a 400 error reply, without calling the handler', async () => {
    const handle = jest.fn(async () => ({ user: null }));
    await serveLookup(handle);
    await expect(lookUp({ name: 'alice' })).rejects.toMatchObject({ reason: 'error-reply', code: 400 });
    expect(handle).not.toHaveBeenCalled();
  });

  it('answers a failing handler, or a reply outside the contract, with a 500 error reply and keeps serving', async () => {
    await serveLookup(async (username) => {
      if (username === 'boom') throw new Error('database down');
      if (username === 'odd') return { user: 'not a user' };
      return { user: null };
    });
    await expect(lookUp({ username: 'boom' })).rejects.toMatchObject({ reason: 'error-reply', code: 500 });
    await expect(lookUp({ username: 'odd' })).rejects.toMatchObject({ reason: 'error-reply', code: 500 });
    await expect(lookUp({ username: 'fine' })).resolves.toEqual({ user: null });
  });

  it('shares requests between responders of one queue group: each is answered once', async () => {
    let answered = 0;
    const count = async () => {
      answered += 1;
      return { user: null };
    };
    await serveLookup(count);
    await serveLookup(count);
    await Promise.all(Array.from({ length: 10 }, () => lookUp({ username: 'x' })));
    expect(answered).toBe(10);
  });

  it('tells the caller when nothing answers', async () => {
    const failure = lookUp({ username: 'alice' });
    await expect(failure).rejects.toBeInstanceOf(RpcError);
    await expect(failure).rejects.toMatchObject({ reason: 'no-responder' });
  });

  it('lets stop wait for the request being handled, which still gets its answer', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let handling!: () => void;
    const handled = new Promise<void>((resolve) => (handling = resolve));
    await serveLookup(async () => {
      handling();
      await held;
      return { user: null };
    });
    const pending = lookUp({ username: 'slow' });
    // Stopped only once the handler has the request, however long it took to get there.
    await handled;
    const stopped = responders.pop()!.stop();
    release();
    await stopped;
    await expect(pending).resolves.toEqual({ user: null });
  });

  it('with maxConcurrent, handles requests in turn and drops those whose caller stopped waiting', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let handling!: () => void;
    const first = new Promise<void>((resolve) => (handling = resolve));
    const handled: string[] = [];
    await serveLookup(async (username) => {
      handled.push(username);
      if (username === 'first') {
        handling();
        await held;
      }
      return { user: null };
    }, 1);
    const answered = lookUp({ username: 'first' });
    await first;
    // Behind the first: one caller gives up after 300 ms, the other waits.
    const impatient = lookUp({ username: 'impatient' }, 300);
    const patient = lookUp({ username: 'patient' });
    await expect(impatient).rejects.toMatchObject({ reason: 'timeout' });
    release();
    await expect(answered).resolves.toEqual({ user: null });
    await expect(patient).resolves.toEqual({ user: null });
    // The impatient request never reached the handler: nobody was waiting for its answer.
    expect(handled).toEqual(['first', 'patient']);
  });
});
