import type { Db } from './db';

/** A verification link waiting to be used, as stored: never the token, only its hash. */
export interface NewEmailVerification {
  userId: number;
  /** The address the link was sent to: it verifies only that address. */
  email: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Records a link sent, and forgets the user's links that were used or have expired. */
export async function insertEmailVerification(db: Db, link: NewEmailVerification): Promise<void> {
  await db('email_verifications')
    .where({ user_id: link.userId })
    .andWhere((query) => query.whereNotNull('used_at').orWhere('expires_at', '<=', link.createdAt))
    .delete();
  await db('email_verifications').insert({
    user_id: link.userId,
    email: link.email,
    token_hash: link.tokenHash,
    created_at: link.createdAt,
    expires_at: link.expiresAt,
  });
}

/**
 * Uses up the link whose token hashes to `tokenHash`, if it is unused and not expired at `now`, and
 * answers whom and which address it was for. One statement, so two requests with the same link
 * cannot both use it.
 */
export async function claimEmailVerification(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; email: string } | null> {
  const [row]: Array<{ user_id: number; email: string }> = await db('email_verifications')
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .andWhere('expires_at', '>', now)
    .update({ used_at: now })
    .returning(['user_id', 'email']);
  return row ? { userId: row.user_id, email: row.email } : null;
}

/**
 * Drops the user's unused links (but those to `except`): links to an earlier pending address after
 * a new one is asked for, every other link once an address is verified.
 */
export async function discardPendingVerifications(
  db: Db,
  userId: number,
  { except }: { except?: string } = {},
): Promise<void> {
  const query = db('email_verifications').where({ user_id: userId }).whereNull('used_at');
  await (except === undefined ? query : query.whereNot({ email: except })).delete();
}
