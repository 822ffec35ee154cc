import { PLAN_IDS, type PlanId } from '@groupmap/contracts';
import {
  createDb,
  createLogger,
  describeOperatorConfig,
  inboxPrefix,
  loadConfig,
  natsAuthOptions,
  natsCredentials,
  natsCredentialsSchema,
  resolveOperatorConfig,
} from '@groupmap/svc-kit';
import { connect } from 'nats';
import { SCHEMA, SERVICE } from '../schema';
import { PlanSetError, setPlan, type SetPlanResult } from './set-plan';

const USAGE = `Usage: npm run plan:set -- <username> <plan>   (plan: ${PLAN_IDS.join(', ')})`;
const NATS_CONNECT_TIMEOUT_MS = 5_000;
/** Postgres' undefined_table: billing's schema was never migrated in that database. */
const UNDEFINED_TABLE = '42P01';
const MIGRATE = 'npm run migrate -w @groupmap/svc-billing';

function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

function describeResult(result: SetPlanResult): string {
  const subscription = result.periodEnd
    ? ` (${result.status} until ${result.periodEnd.toISOString().slice(0, 10)})`
    : '';
  const delivery = result.published
    ? 'published'
    : "queued in billing's outbox; the billing service publishes it";
  return `${result.username} (user ${result.userId}) is now on ${result.plan}${subscription}: billing.plan.changed.v1 ${result.eventId} ${delivery}`;
}

async function main(args: string[]): Promise<number> {
  const [username, planArgument, ...extra] = args;
  const plan = planArgument?.toLowerCase();
  if (!username || !plan || extra.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (!isPlanId(plan)) {
    process.stderr.write(`plan:set: unknown plan "${planArgument}"\n${USAGE}\n`);
    return 2;
  }

  // The operator commands' rules (kit): the environment (or <KEY>_FILE), else the running platform's
  // state file and billing's environment there, else the documented defaults.
  const config = resolveOperatorConfig(SERVICE);
  const logger = createLogger({ name: 'plan-set', level: 'warn' });
  const knex = createDb({ url: config.databaseUrl, schema: SCHEMA, logger });
  try {
    // Billing's own NATS credentials (NATS_USER/NATS_PASSWORD or NATS_NKEY_SEED, or their _FILE), if any.
    const credentials = natsCredentials(loadConfig(natsCredentialsSchema));
    const nc = await connect({
      servers: config.natsUrl.split(',').map((server) => server.trim()),
      name: 'billing-plan-set',
      timeout: NATS_CONNECT_TIMEOUT_MS,
      inboxPrefix: inboxPrefix(config.eventsPrefix, SERVICE),
      ...natsAuthOptions(credentials),
    });
    try {
      const result = await setPlan({ knex, nc, prefix: config.eventsPrefix, logger }, username, plan);
      process.stdout.write(`${describeResult(result)}\n`);
      return 0;
    } finally {
      await nc.close();
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`plan:set failed: ${message}\n`);
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE)
      process.stderr.write(`Billing's tables are missing: run npm start, or ${MIGRATE}, first.\n`);
    if (!(error instanceof PlanSetError)) process.stderr.write(`Using:\n${describeOperatorConfig(config)}\n`);
    return 1;
  } finally {
    await knex.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`plan:set failed: ${String(error)}\n`);
    process.exit(1);
  },
);
