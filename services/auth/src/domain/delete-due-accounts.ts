import { appendToOutbox, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import {
  cancelUserDeletion,
  deleteUserRow,
  hasSignedInSession,
  lockDueDeletions,
} from '../db/account-deletion-repository';
import { enqueueMail } from '../mail/outgoing-mail';
import { accountDeletedMail } from '../mail/templates/account-deleted';

/** Accounts handled per transaction, so one run never holds many row locks or a long transaction. */
const BATCH_SIZE = 50;

/**
 * Deletes every account whose grace period ended by `now` (issue 11). In transactions of up to 50
 * accounts, for each account: `auth.account.deleted.v1` goes to the outbox (maps deletes its maps
 * and unlinks its contributions, billing cancels its subscription, each once), a last mail is
 * queued, and the user row goes (its tokens with it; the username and e-mail are free again). An
 * account someone signed in to since the request (a login cancels, and so does any other way in,
 * such as a password reset) is not deleted: its deletion is cancelled. Resolves how many accounts
 * were deleted.
 */
export async function deleteDueAccounts(knex: Knex, now: Date, logger: Logger): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await knex.transaction(async (trx) => {
      const due = await lockDueDeletions(trx, now, BATCH_SIZE);
      let gone = 0;
      for (const account of due) {
        if (await hasSignedInSession(trx, account.id)) {
          await cancelUserDeletion(trx, account.id);
          logger.info(
            { event: 'account_deletion', outcome: 'cancelled', userId: account.id },
            'signed in since',
          );
          continue;
        }
        await appendToOutbox(trx, {
          type: 'auth.account.deleted.v1',
          aggregateId: String(account.id),
          payload: { userId: account.id },
        });
        await enqueueMail(trx, {
          kind: 'account-deleted',
          to: account.email,
          ...accountDeletedMail({ username: account.username }),
        });
        await deleteUserRow(trx, account.id);
        logger.info({ event: 'account_deletion', outcome: 'deleted', userId: account.id }, 'account deleted');
        gone += 1;
      }
      return { handled: due.length, gone };
    });
    deleted += batch.gone;
    if (batch.handled < BATCH_SIZE) return deleted;
  }
}
