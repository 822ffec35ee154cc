import { getApiClient, result, type Result } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';

/** How a TEST MODE checkout ends: a confirmed payment or an abandoned checkout. */
export type CheckoutOutcome = 'complete' | 'cancel';

/**
 * POST /api/billing/test-checkout/{checkoutId}/complete or /cancel. Completing takes the same path
 * as a verified payment confirmation; either answers the url to go back to.
 */
export function finishTestCheckout(
  checkoutId: string,
  outcome: CheckoutOutcome,
): Promise<Result<ApiSchema<'SubscribeResponse'>>> {
  const params = { params: { path: { checkoutId } } };
  const client = getApiClient();
  return result(
    outcome === 'complete'
      ? client.POST('/api/billing/test-checkout/{checkoutId}/complete', params)
      : client.POST('/api/billing/test-checkout/{checkoutId}/cancel', params),
  );
}
