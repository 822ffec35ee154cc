import type { Db } from './db';

const CLAIMS = 'session_claims';

/**
 * Starts the claim of `sessionId`'s additions by `userId`: true for the first caller; a second one
 * waits on the row's key until the first commits and gets false.
 */
export async function startClaim(db: Db, sessionId: string, userId: number): Promise<boolean> {
  const inserted = await db(CLAIMS)
    .insert({ session_id: sessionId, user_id: userId, linked: 0 })
    .onConflict(['session_id', 'user_id'])
    .ignore()
    .returning('linked');
  return inserted.length > 0;
}

/** How many locations the claim linked. */
export async function claimedCount(db: Db, sessionId: string, userId: number): Promise<number> {
  const row = (await db(CLAIMS).where({ session_id: sessionId, user_id: userId }).first('linked')) as {
    linked: number;
  };
  return row.linked;
}

export async function recordClaimedCount(db: Db, sessionId: string, userId: number, linked: number) {
  await db(CLAIMS).where({ session_id: sessionId, user_id: userId }).update({ linked });
}
