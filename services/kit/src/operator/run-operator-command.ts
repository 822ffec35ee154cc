import type { ProducerService } from '@groupmap/contracts';
import type { Knex } from 'knex';
import { connect, type NatsConnection } from 'nats';
import pino, { type Logger } from 'pino';
import { loadConfig } from '../config';
import { createDb } from '../db';
import {
  ensureStreamExists,
  inboxPrefix,
  natsAuthOptions,
  natsCredentials,
  natsCredentialsSchema,
} from '../nats';
import { startOutboxRelay } from '../outbox';
import { parseOperatorArgs, type OperatorArgs } from './operator-args';
import { describeOperatorConfig, resolveOperatorConfig, type OperatorConfig } from './operator-config';

/** A failure the operator can act on (an unknown map or user): its message is printed as is. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

/** An argument of the right name but the wrong form (`--location abc`): refused with the usage. */
export class OperatorUsageError extends Error {
  override name = 'OperatorUsageError';
}

export interface OperatorActionResult {
  /** The line printed on success, saying what was done. */
  summary: string;
  /** The outbox events the action appended, published at once when NATS answers. */
  eventIds: string[];
  /** The fields of the action's info log line (what its audit row holds). */
  log: Record<string, unknown>;
}

export interface OperatorActionDeps {
  /** The service's knex, bound to its schema. */
  knex: Knex;
  logger: Logger;
  config: OperatorConfig;
}

/** One operator command: its options besides --by and --reason, and what it does. */
export interface OperatorCommand<K extends string> {
  /** The npm script's name, e.g. `location:remove`. */
  name: string;
  /** The service owning the data: its schema, outbox, stream and NATS credentials are used. */
  service: ProducerService;
  schema: string;
  usage: string;
  options: readonly K[];
  /** Acts in the service's database, with its audit row in the same transaction. */
  act(deps: OperatorActionDeps, args: OperatorArgs<K>): Promise<OperatorActionResult>;
}

const NATS_CONNECT_TIMEOUT_MS = 5_000;
/** Long enough for a busy machine; the events are committed either way, and the service publishes them. */
const PUBLISH_WAIT_MS = 10_000;
const POLL_MS = 50;
/** Postgres' undefined_table: the service's schema was never migrated in that database. */
const UNDEFINED_TABLE = '42P01';

/**
 * The command's log: JSON lines on stderr, so stdout keeps only the one line saying what was done.
 * Written synchronously: the process exits right after.
 */
function operatorLogger(name: string, env: Record<string, string | undefined>): Logger {
  return pino({ name, level: env.LOG_LEVEL || 'info' }, pino.destination({ fd: 2, sync: true }));
}

async function connectNats(service: ProducerService, config: OperatorConfig): Promise<NatsConnection> {
  // The service's own NATS credentials (NATS_USER/NATS_PASSWORD or NATS_NKEY_SEED, or their _FILE), if any.
  const credentials = natsCredentials(loadConfig(natsCredentialsSchema, config.serviceEnv));
  return connect({
    servers: config.natsUrl.split(',').map((server) => server.trim()),
    name: `${service}-operator`,
    timeout: NATS_CONNECT_TIMEOUT_MS,
    inboxPrefix: inboxPrefix(config.eventsPrefix, service),
    ...natsAuthOptions(credentials),
  });
}

/**
 * Publishes the service's outbox now, beside any running relay of the service: rows are claimed with
 * SKIP LOCKED and published with the event id as msgID, so two relays never send one row twice.
 * Resolves whether every one of `eventIds` went out in time; those left are the service's relay's.
 */
async function publishNow(
  command: OperatorCommand<string>,
  { knex, logger, config }: OperatorActionDeps,
  eventIds: string[],
): Promise<boolean> {
  if (eventIds.length === 0) return true;
  const nc = await connectNats(command.service, config);
  try {
    const prefix = config.eventsPrefix;
    // Only makes sure the stream is there: its settings (the replica count) are the running service's.
    await ensureStreamExists(nc, { prefix, service: command.service });
    const relayLogger = logger.child({}, { level: 'warn' });
    const relay = await startOutboxRelay({
      knex,
      nc,
      prefix,
      logger: relayLogger,
      service: command.service,
      schema: command.schema,
    });
    try {
      const deadline = Date.now() + PUBLISH_WAIT_MS;
      for (;;) {
        const pending = await knex('outbox')
          .whereIn('id', eventIds)
          .whereNull('published_at')
          .count({ n: '*' });
        if (Number(pending[0]?.n ?? 0) === 0) return true;
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    } finally {
      await relay.stop();
    }
  } finally {
    await nc.close();
  }
}

/**
 * Runs an operator command: refuses bad arguments with its usage (exit 2), acts in the service's
 * database (exit 1 with `<name> failed: ...` on failure), logs the action at info, then publishes its
 * events. The action is committed before publishing: when NATS does not answer, its events wait in
 * the service's outbox for the running service's relay, and the command says so (exit 0).
 */
export async function runOperatorCommand<K extends string>(
  command: OperatorCommand<K>,
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const parsed = parseOperatorArgs(argv, command.options);
  if (!parsed.ok) {
    process.stderr.write(`${command.name}: ${parsed.problem}\n${command.usage}\n`);
    return 2;
  }
  const config = resolveOperatorConfig(command.service, env);
  const logger = operatorLogger(command.name.replace(':', '-'), env);
  const knex = createDb({
    url: config.databaseUrl,
    schema: command.schema,
    // A connection failure surfaces as the command's own error message; its pool warning is noise.
    logger: logger.child({}, { level: 'error' }),
  });
  const deps = { knex, logger, config };
  try {
    const result = await command.act(deps, parsed.values);
    logger.info({ event: 'operator_action', action: command.name, ...result.log }, 'operator action done');
    const count = result.eventIds.length;
    const queued = (why: string) =>
      `queued in the ${command.service} service's outbox${why}; the running service publishes ${count === 1 ? 'it' : 'them'}`;
    let delivery: string;
    try {
      const published = await publishNow(command as OperatorCommand<string>, deps, result.eventIds);
      delivery = published ? 'published' : queued('');
    } catch (error) {
      logger.warn({ err: error }, 'events not published now');
      delivery = queued(` (NATS: ${error instanceof Error ? error.message : String(error)})`);
    }
    const events = count === 0 ? '' : ` (${count} ${count === 1 ? 'event' : 'events'} ${delivery})`;
    process.stdout.write(`${result.summary}${events}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof OperatorUsageError) {
      process.stderr.write(`${command.name}: ${message}\n${command.usage}\n`);
      return 2;
    }
    process.stderr.write(`${command.name} failed: ${message}\n`);
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE)
      process.stderr.write(
        `The ${command.service} tables are missing: run npm start, or npm run migrate -w @groupmap/svc-${command.service}, first.\n`,
      );
    if (!(error instanceof OperatorError))
      process.stderr.write(`Using:\n${describeOperatorConfig(config)}\n`);
    return 1;
  } finally {
    await knex.destroy();
  }
}

/** The `main` of a command's script: runs it on the process's arguments and exits with its code. */
export function runOperatorMain<K extends string>(command: OperatorCommand<K>): void {
  runOperatorCommand(command, process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${command.name} failed: ${String(error)}\n`);
      process.exit(1);
    },
  );
}
