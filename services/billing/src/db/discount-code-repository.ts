import type { Knex } from 'knex';

/** A discount code of the TEST MODE checkout. */
export interface DiscountCode {
  code: string;
  percentOff: number;
  expiresAt: Date | null;
  active: boolean;
}

interface DiscountCodeRow {
  code: string;
  percent_off: number;
  expires_at: Date | null;
  active: boolean;
}

const TABLE_NAME = 'discount_codes';

/** The code as stored, matched regardless of letter case; null when there is none. */
export async function findDiscountCode(db: Knex, code: string): Promise<DiscountCode | null> {
  const row: DiscountCodeRow | undefined = await db(TABLE_NAME)
    .whereRaw('lower(code) = lower(?)', [code])
    .first('code', 'percent_off', 'expires_at', 'active');
  return row
    ? { code: row.code, percentOff: row.percent_off, expiresAt: row.expires_at, active: row.active }
    : null;
}

/** Adds a code unless one of the same letters (in any case) exists; running it again changes nothing. */
export async function insertDiscountCodeIfAbsent(
  db: Knex,
  code: Pick<DiscountCode, 'code' | 'percentOff'>,
): Promise<void> {
  await db.raw(`insert into ?? (code, percent_off) values (?, ?) on conflict (lower(code)) do nothing`, [
    TABLE_NAME,
    code.code,
    code.percentOff,
  ]);
}
