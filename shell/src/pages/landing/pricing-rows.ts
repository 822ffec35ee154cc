import type { Plan } from '@groupmap/contracts';

/** One cell of the pricing table: a figure, or whether the plan includes a feature. */
export type PricingCell = { kind: 'text'; text: string } | { kind: 'included'; included: boolean };

export interface PricingRow {
  label: string;
  /** One cell per plan, in the order of the plans given. */
  cells: readonly PricingCell[];
}

const wholeGbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const pennyGbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
});
const count = new Intl.NumberFormat('en-GB');

/** "£45", "£3.75", "£8.50": pence only when there are any. */
export function formatGbp(amount: number): string {
  return Number.isInteger(amount) ? wholeGbp.format(amount) : pennyGbp.format(amount);
}

/** "1,000"; custom fields show "None" rather than a bare 0. */
export function formatCount(value: number, zero = '0'): string {
  return value === 0 ? zero : count.format(value);
}

const text = (value: string): PricingCell => ({ kind: 'text', text: value });
const included = (value: boolean): PricingCell => ({ kind: 'included', included: value });

/**
 * The landing page's pricing table, generated from the contracts plan table (spec section 6), so the
 * page cannot drift from the limits the services enforce.
 */
export function pricingRows(plans: readonly Plan[]): PricingRow[] {
  const row = (label: string, cell: (plan: Plan) => PricingCell): PricingRow => ({
    label,
    cells: plans.map(cell),
  });
  return [
    row('Price per year', (plan) => text(formatGbp(plan.yearlyPriceGbp))),
    row('Per month, billed yearly', (plan) => text(formatGbp(plan.marketedMonthlyPriceGbp))),
    row('Maps', (plan) => text(formatCount(plan.limits.maps))),
    row('Locations per map', (plan) => text(formatCount(plan.limits.locationsPerMap))),
    row('Custom fields', (plan) => text(formatCount(plan.limits.customFields, 'None'))),
    row('Password protection', (plan) => included(plan.limits.passwordProtection)),
    row('Custom branding (logo)', (plan) => included(plan.limits.logo)),
    row('Priority support', (plan) => included(plan.limits.prioritySupport)),
  ];
}

/** Feature-list lines every plan shares (the "on every plan" note under the table). */
export function featuresOnEveryPlan(plans: readonly Plan[]): string[] {
  const [first, ...rest] = plans;
  if (!first) return [];
  return first.features.filter((feature) => rest.every((plan) => plan.features.includes(feature)));
}
