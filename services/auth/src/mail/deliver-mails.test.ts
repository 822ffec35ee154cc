import {
  deliverDueMails,
  MailDeliveryError,
  type MailOutboxStore,
  type MailSender,
  type QueuedMail,
} from './deliver-mails';

const NOW = new Date('2030-01-01T12:00:00Z');
const OPTIONS = {
  maxAttempts: 3,
  backoff: (attempts: number) => attempts * 1_000,
  leaseMs: 60_000,
  maxPerRun: 10,
};

/** An outbox in memory that records what the delivery did to each mail. */
function memoryOutbox(mails: QueuedMail[]) {
  const queue = [...mails];
  const sent: string[] = [];
  const retries: { id: string; attempts: number; nextAttemptAt: Date }[] = [];
  const failures: { id: string; attempts: number; error: string }[] = [];
  const leases: Date[] = [];
  const store: MailOutboxStore = {
    claimNext: async (_now, leaseUntil) => {
      leases.push(leaseUntil);
      return queue.shift();
    },
    markSent: async (id) => void sent.push(id),
    markRetry: async (id, { attempts, nextAttemptAt }) => void retries.push({ id, attempts, nextAttemptAt }),
    markFailed: async (id, { attempts, error }) => void failures.push({ id, attempts, error }),
  };
  return { store, sent, retries, failures, leases, left: queue };
}

const mail = (id: string, attempts = 0): QueuedMail => ({
  id,
  kind: 'password-reset',
  to: `${id}@example.com`,
  subject: 'Reset your password | Groupmap',
  text: 'Choose a new password.\n',
  html: null,
  attempts,
});

/** A sender that takes every mail except the ones `refuse` names, which it refuses as told. */
function sender(refuse: Record<string, MailDeliveryError> = {}) {
  const delivered: QueuedMail[] = [];
  const send: MailSender['send'] = async (queued) => {
    const refusal = refuse[queued.id];
    if (refusal) throw refusal;
    delivered.push(queued);
  };
  return { sender: { send }, delivered };
}

function logger() {
  return { warn: jest.fn(), error: jest.fn() };
}

describe('deliverDueMails', () => {
  it('sends every due mail, marks each sent and claims each for the lease', async () => {
    const outbox = memoryOutbox([mail('a'), mail('b')]);
    const smtp = sender();
    const result = await deliverDueMails(
      { store: outbox.store, sender: smtp.sender, logger: logger() },
      OPTIONS,
      NOW,
    );
    expect(result).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(smtp.delivered.map(({ id }) => id)).toEqual(['a', 'b']);
    expect(outbox.sent).toEqual(['a', 'b']);
    expect(outbox.leases[0]).toEqual(new Date(NOW.getTime() + OPTIONS.leaseMs));
  });

  it('retries a refused mail after its backoff with a warning, and ends the run there', async () => {
    const outbox = memoryOutbox([mail('a', 1), mail('b')]);
    const smtp = sender({ a: new MailDeliveryError('451 try again later', false) });
    const log = logger();
    const result = await deliverDueMails(
      { store: outbox.store, sender: smtp.sender, logger: log },
      OPTIONS,
      NOW,
    );
    expect(result).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(outbox.retries).toEqual([
      { id: 'a', attempts: 2, nextAttemptAt: new Date(NOW.getTime() + 2_000) },
    ]);
    expect(outbox.left.map(({ id }) => id)).toEqual(['b']);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({
        mailId: 'a',
        kind: 'password-reset',
        recipient: 'a@example.com',
        attempts: 2,
      }),
      'mail not sent; will retry',
    );
    expect(log.error).not.toHaveBeenCalled();
  });

  it('gives a mail up after the last attempt, logging an error that names it for operators', async () => {
    const outbox = memoryOutbox([mail('a', OPTIONS.maxAttempts - 1)]);
    const smtp = sender({ a: new MailDeliveryError('connect ECONNREFUSED 127.0.0.1:1025', false) });
    const log = logger();
    const result = await deliverDueMails(
      { store: outbox.store, sender: smtp.sender, logger: log },
      OPTIONS,
      NOW,
    );
    expect(result).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(outbox.failures).toEqual([
      { id: 'a', attempts: OPTIONS.maxAttempts, error: 'connect ECONNREFUSED 127.0.0.1:1025' },
    ]);
    expect(outbox.retries).toEqual([]);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ mailId: 'a', kind: 'password-reset', recipient: 'a@example.com' }),
      'mail not sent; gave up after the last attempt',
    );
  });

  it('gives up at once on a mail the server refuses for good, and goes on with the next', async () => {
    const outbox = memoryOutbox([mail('gone'), mail('b')]);
    const smtp = sender({ gone: new MailDeliveryError('550 no such mailbox', true) });
    const log = logger();
    const result = await deliverDueMails(
      { store: outbox.store, sender: smtp.sender, logger: log },
      OPTIONS,
      NOW,
    );
    expect(result).toEqual({ sent: 1, retrying: 0, failed: 1 });
    expect(outbox.failures).toEqual([{ id: 'gone', attempts: 1, error: '550 no such mailbox' }]);
    expect(outbox.sent).toEqual(['b']);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ mailId: 'gone', recipient: 'gone@example.com' }),
      'mail refused by the server for good; not sent',
    );
  });

  it('tries at most maxPerRun mails in a run, and none once the job is stopping', async () => {
    const outbox = memoryOutbox([mail('a'), mail('b'), mail('c')]);
    const smtp = sender();
    const deps = { store: outbox.store, sender: smtp.sender, logger: logger() };
    await expect(deliverDueMails(deps, { ...OPTIONS, maxPerRun: 2 }, NOW)).resolves.toMatchObject({
      sent: 2,
    });
    expect(outbox.left.map(({ id }) => id)).toEqual(['c']);
    await expect(deliverDueMails({ ...deps, stopping: () => true }, OPTIONS, NOW)).resolves.toMatchObject({
      sent: 0,
    });
    expect(outbox.left.map(({ id }) => id)).toEqual(['c']);
  });
});
