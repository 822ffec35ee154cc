import { messages } from '@groupmap/contracts';
import { httpError } from '@groupmap/svc-kit';
import type { DiscountCode } from '../db/discount-code-repository';

/**
 * The discount a typed code grants at `now`: unknown and switched-off codes are "Invalid discount
 * code", codes past their expiry "This discount code has expired" (both 400 invalid_discount_code).
 */
export function checkDiscountCode(
  found: DiscountCode | null,
  now: Date,
): { code: string; percentOff: number } {
  if (!found || !found.active) throw httpError('invalid_discount_code', messages.invalidDiscountCode);
  if (found.expiresAt && found.expiresAt.getTime() <= now.getTime())
    throw httpError('invalid_discount_code', messages.discountCodeExpired);
  return { code: found.code, percentOff: found.percentOff };
}
