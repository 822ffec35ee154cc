/**
 * A relay process that dies the hardest way at the worst moment: right after JetStream acknowledged
 * an event and before the relay could mark its outbox row published. Run by relay-crash.int.test.ts
 * with CRASH_SCHEMA and CRASH_PREFIX in the environment; prints `published <event id>` first.
 */
import { writeSync } from 'node:fs';
import { connect } from 'nats';
import { pino } from 'pino';
import { createDb } from '../../../src/db';
import { createJetStreamPublisher, startOutboxRelay, type Publisher } from '../../../src';

const STDOUT = 1;

async function main() {
  const schema = process.env.CRASH_SCHEMA!;
  const prefix = process.env.CRASH_PREFIX!;
  const knex = createDb({ url: process.env.TEST_DATABASE_URL!, schema });
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  const jetStream = createJetStreamPublisher({ nc, prefix });

  const publisher: Publisher = {
    isAvailable: () => true,
    async publish(event) {
      const ack = await jetStream.publish(event);
      // Synchronous, so the line is out before the kill; SIGKILL gives no chance to clean up.
      writeSync(STDOUT, `published ${event.id}\n`);
      process.kill(process.pid, 'SIGKILL');
      return ack;
    },
  };
  await startOutboxRelay({
    knex,
    nc,
    prefix,
    schema,
    service: 'maps',
    logger: pino({ level: 'silent' }),
    publisher,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
