import { getApiClient } from '@groupmap/app-kit';
import type { FeedbackRequest } from '../lib/feedback-request';

/** POST /api/feedback; only ok or not ok is checked (spec section 7), a network failure is not ok. */
export async function sendFeedback(body: FeedbackRequest): Promise<boolean> {
  try {
    const { response } = await getApiClient().POST('/api/feedback', { body });
    return response.ok;
  } catch (error) {
    console.warn('POST /api/feedback failed', error);
    return false;
  }
}
