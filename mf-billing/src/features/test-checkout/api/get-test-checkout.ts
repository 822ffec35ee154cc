import { getApiClient, unwrap } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import { useQuery } from '@tanstack/react-query';

export type TestCheckout = ApiSchema<'TestCheckout'>;

/** GET /api/billing/test-checkout/{checkoutId}: the plan, price and discount of a TEST MODE checkout. */
export function testCheckoutQueryOptions(checkoutId: string) {
  return {
    queryKey: [`/api/billing/test-checkout/${checkoutId}`],
    queryFn: () =>
      unwrap(
        getApiClient().GET('/api/billing/test-checkout/{checkoutId}', { params: { path: { checkoutId } } }),
      ),
  };
}

export function useTestCheckout(checkoutId: string) {
  return useQuery(testCheckoutQueryOptions(checkoutId));
}
