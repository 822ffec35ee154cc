import { OperatorError, type OperatorCommand } from '@groupmap/svc-kit';
import { reinstateAccount, suspendAccount, type AccountActionResult } from '../domain/account-suspension';
import { SCHEMA, SERVICE } from '../schema';

const OPTIONS = ['user'] as const;
const usage = (name: string) =>
  `Usage: npm run ${name} -- --user <username or e-mail> --by <operator name> --reason "<why>"`;

const sessions = (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'}`;

function found(result: AccountActionResult, user: string) {
  if (!result.user) throw new OperatorError(`No account with the username or e-mail "${user}"`);
  return result.user;
}

/** `npm run account:suspend`: the terms' termination for violations (docs/decisions/auth.md). */
export const accountSuspendCommand: OperatorCommand<'user'> = {
  name: 'account:suspend',
  service: SERVICE,
  schema: SCHEMA,
  usage: usage('account:suspend'),
  options: OPTIONS,
  async act({ knex }, { user, by, reason }) {
    const result = await suspendAccount(knex, { user, by, reason });
    const account = found(result, user);
    const state = result.changed ? 'is now suspended' : 'was already suspended';
    return {
      summary: `${account.username} (user ${account.id}) ${state}; ${sessions(result.endedSessions)} ended (audit ${result.auditId})`,
      eventIds: result.eventIds,
      log: {
        userId: account.id,
        username: account.username,
        by,
        reason,
        changed: result.changed,
        endedSessions: result.endedSessions,
        auditId: result.auditId,
      },
    };
  },
};

/** `npm run account:reinstate`: lifts a suspension. */
export const accountReinstateCommand: OperatorCommand<'user'> = {
  name: 'account:reinstate',
  service: SERVICE,
  schema: SCHEMA,
  usage: usage('account:reinstate'),
  options: OPTIONS,
  async act({ knex }, { user, by, reason }) {
    const result = await reinstateAccount(knex, { user, by, reason });
    const account = found(result, user);
    const state = result.changed ? 'is reinstated' : 'was not suspended';
    return {
      summary: `${account.username} (user ${account.id}) ${state}: they can log in (audit ${result.auditId})`,
      eventIds: [],
      log: {
        userId: account.id,
        username: account.username,
        by,
        reason,
        changed: result.changed,
        auditId: result.auditId,
      },
    };
  },
};
