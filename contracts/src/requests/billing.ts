import { z } from 'zod';
import { requestObject } from './fields';
import { PLAN_IDS } from '../domain/plans';
import { TEXT_LIMITS } from '../domain/text-limits';
import { domainMessages } from '../messages/domain';
import { serviceMessages } from '../messages/service';

/** `POST /api/subscribe/{plan}?interval=year&discountCode=...`: path and query. */
export const subscribeParamsSchema = requestObject({
  plan: z.enum(PLAN_IDS, { error: domainMessages.unknownPlan }),
});

export const subscribeQuerySchema = requestObject({
  interval: z.literal('year', { error: domainMessages.yearlyOnly }),
  /** Trimmed (spec section 7); blank means none. */
  discountCode: z
    .string({ error: serviceMessages.invalidRequest })
    .trim()
    .max(TEXT_LIMITS.discountCode, { error: domainMessages.invalidDiscountCode })
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export type SubscribeParams = z.infer<typeof subscribeParamsSchema>;
export type SubscribeQuery = z.infer<typeof subscribeQuerySchema>;
