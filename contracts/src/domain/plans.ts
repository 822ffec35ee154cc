/**
 * The plan table of spec section 6, the one source of plan limits for services and UI alike
 * (decisions.md). Custom branding is on pro and business: the plan flag and feature list win over the
 * spec's inconsistent "Business feature" label.
 */
export const PLAN_IDS = ['free', 'pro', 'business'] as const;

export type PlanId = (typeof PLAN_IDS)[number];

/** A plan a checkout can sell. */
export type PaidPlanId = Exclude<PlanId, 'free'>;

export interface PlanLimits {
  /** Maps the owner may have at once. */
  maps: number;
  /** Locations one map may hold ("items per map"). */
  locationsPerMap: number;
  customFields: number;
  passwordProtection: boolean;
  /** Custom branding: a logo on the map page. */
  logo: boolean;
  prioritySupport: boolean;
}

export interface Plan {
  id: PlanId;
  /** Display name, as in "Upgrade to {name}". */
  name: string;
  /** The only billing interval: yearly, in GBP excluding VAT. */
  yearlyPriceGbp: number;
  /** The marketed per-month figure shown beside the yearly price (decisions.md). */
  marketedMonthlyPriceGbp: number;
  limits: PlanLimits;
  /** Lines of the pricing table, in display order. */
  features: readonly string[];
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: 'free',
    name: 'Free',
    yearlyPriceGbp: 0,
    marketedMonthlyPriceGbp: 0,
    limits: {
      maps: 1,
      locationsPerMap: 100,
      customFields: 0,
      passwordProtection: false,
      logo: false,
      prioritySupport: false,
    },
    features: [
      '1 map',
      'Up to 100 locations per map',
      'Real-time collaboration',
      'Share by link, embed and QR code',
    ],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    yearlyPriceGbp: 45,
    marketedMonthlyPriceGbp: 3.75,
    limits: {
      maps: 3,
      locationsPerMap: 1000,
      customFields: 5,
      passwordProtection: true,
      logo: true,
      prioritySupport: false,
    },
    features: [
      '3 maps',
      'Up to 1,000 locations per map',
      'Up to 5 custom fields',
      'Password protection',
      'Custom branding (logo)',
      'Real-time collaboration',
      'Share by link, embed and QR code',
    ],
  },
  business: {
    id: 'business',
    name: 'Business',
    yearlyPriceGbp: 100,
    marketedMonthlyPriceGbp: 8.5,
    limits: {
      maps: 50,
      locationsPerMap: 10000,
      customFields: 10,
      passwordProtection: true,
      logo: true,
      prioritySupport: true,
    },
    features: [
      '50 maps',
      'Up to 10,000 locations per map',
      'Up to 10 custom fields',
      'Password protection',
      'Custom branding (logo)',
      'Real-time collaboration',
      'Share by link, embed and QR code',
      'Priority support',
    ],
  },
};

/** Plans in pricing-table order, cheapest first. */
export const PLAN_LIST: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

/** True when `value` names a plan (e.g. the `{plan}` of POST /api/subscribe/{plan}). */
export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** The limits of `plan`. */
export function planLimits(plan: PlanId): PlanLimits {
  return PLANS[plan].limits;
}
