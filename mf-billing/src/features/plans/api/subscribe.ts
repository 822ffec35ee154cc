import { getApiClient, result, type Result } from '@groupmap/app-kit';
import type { ApiSchema, PlanId } from '@groupmap/contracts';

/**
 * POST /api/subscribe/{plan}?interval=year&discountCode={trimmed code} (spec section 7): an upgrade
 * answers the checkout's url, a downgrade where to go and what will happen when. A blank code is
 * left out.
 */
export function subscribe(
  plan: PlanId,
  discountCode: string,
): Promise<Result<ApiSchema<'SubscribeResponse'>>> {
  const code = discountCode.trim();
  return result(
    getApiClient().POST('/api/subscribe/{plan}', {
      params: {
        path: { plan },
        query: code ? { interval: 'year', discountCode: code } : { interval: 'year' },
      },
    }),
  );
}
