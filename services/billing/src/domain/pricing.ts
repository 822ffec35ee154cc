const PENCE_PER_POUND = 100;

/** The price after a percentage discount, rounded to the penny (what the checkout charges). */
export function discountedTotalGbp(amountGbp: number, percentOff: number | null): number {
  if (!percentOff) return amountGbp;
  return Math.round((amountGbp * PENCE_PER_POUND * (100 - percentOff)) / 100) / PENCE_PER_POUND;
}
