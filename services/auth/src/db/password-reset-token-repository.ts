import type { Knex } from 'knex';
import type { Db } from './db';

/** A password reset link as stored: never the token itself, only its hash. */
export interface PasswordResetToken {
  id: number;
  userId: number;
  expiresAt: Date;
  usedAt: Date | null;
}

interface PasswordResetTokenRow {
  id: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
}

const toToken = (row: PasswordResetTokenRow): PasswordResetToken => ({
  id: Number(row.id),
  userId: row.user_id,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
});

export async function insertPasswordResetToken(
  db: Db,
  input: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db('password_reset_tokens').insert({
    user_id: input.userId,
    token_hash: input.tokenHash,
    created_at: input.createdAt,
    expires_at: input.expiresAt,
  });
}

/** The link with this token hash, used or not, expired or not; null when there is none. */
export async function findPasswordResetToken(db: Db, tokenHash: string): Promise<PasswordResetToken | null> {
  const row: PasswordResetTokenRow | undefined = await db('password_reset_tokens')
    .select('id', 'user_id', 'expires_at', 'used_at')
    .where({ token_hash: tokenHash })
    .first();
  return row ? toToken(row) : null;
}

/** The same, locked until the transaction ends: two resets with one link cannot both pass. */
export async function lockPasswordResetToken(
  trx: Knex.Transaction,
  tokenHash: string,
): Promise<PasswordResetToken | null> {
  const row: PasswordResetTokenRow | undefined = await trx('password_reset_tokens')
    .select('id', 'user_id', 'expires_at', 'used_at')
    .where({ token_hash: tokenHash })
    .forUpdate()
    .first();
  return row ? toToken(row) : null;
}

/** Marks every unused link of the user used at `at` (the one just used and any older ones). */
export async function usePasswordResetTokensOf(db: Db, userId: number, at: Date): Promise<void> {
  await db('password_reset_tokens').where({ user_id: userId }).whereNull('used_at').update({ used_at: at });
}
