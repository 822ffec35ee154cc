import { getApiClient } from '@groupmap/app-kit';
import type { PlanId } from '@groupmap/contracts';
import { urlAnswer, type UrlAnswerResult } from '../../../lib/url-answer';

/**
 * POST /api/subscribe/{plan}?interval=year&discountCode={trimmed code} (spec section 7): an upgrade
 * answers the checkout's url, a downgrade where to go and what will happen when. A blank code is
 * left out.
 */
export function subscribe(plan: PlanId, discountCode: string): Promise<UrlAnswerResult> {
  const code = discountCode.trim();
  return urlAnswer(
    getApiClient().POST('/api/subscribe/{plan}', {
      params: {
        path: { plan },
        query: code ? { interval: 'year', discountCode: code } : { interval: 'year' },
      },
    }),
  );
}
