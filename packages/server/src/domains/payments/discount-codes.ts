import type { Queryable } from '../../db/database.ts';
import { newCode } from '../plans/codes.ts';

export interface DiscountBatch {
  /** A code people can remember (SPRING20); absent, one like activation codes is made. */
  code?: string;
  percentOff: number;
  expiresAt?: Date;
  note?: string;
}

export class DiscountCodeTaken extends Error {
  override name = 'DiscountCodeTaken';
}

/** What `folio discounts create` does: a code taking percentOff off an account's first payment. */
export async function mintDiscountCode(db: Queryable, batch: DiscountBatch): Promise<string> {
  const code = (batch.code ?? newCode()).toUpperCase();
  const inserted = await db.query(
    'insert into discount_codes (code, percent_off, expires_at, note) values ($1, $2, $3, $4) on conflict (code) do nothing returning code',
    [code, batch.percentOff, batch.expiresAt ?? null, batch.note ?? ''],
  );
  if (inserted.length === 0) throw new DiscountCodeTaken(`discount code ${code} exists already`);
  return code;
}

export interface DiscountSummary {
  code: string;
  percentOff: number;
  used: number;
  expiresAt: Date | null;
  note: string;
}

export async function listDiscountCodes(db: Queryable): Promise<DiscountSummary[]> {
  return db.query<DiscountSummary>(
    `select d.code, d.percent_off as "percentOff", d.expires_at as "expiresAt", d.note, count(r.user_id)::int as used
     from discount_codes d left join discount_redemptions r on r.code = d.code
     group by d.code order by d.created_at desc, d.code`,
  );
}
