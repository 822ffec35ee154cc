import { formatMessage } from '../messages/format';
import { validationMessages } from '../messages/validation';

/**
 * Length caps for free text the spec gives no maximum for. They keep rows and live-channel messages
 * bounded; each is generous for its use. Enforced by the owning service, mirrored in the forms.
 */
export const TEXT_LIMITS = {
  username: 50,
  password: 128,
  email: 254,
  mapName: 100,
  mapDescription: 1000,
  mapPassword: 128,
  customFieldName: 50,
  locationName: 200,
  address: 500,
  placeName: 200,
  customValue: 2000,
  feedbackMessage: 5000,
  discountCode: 64,
  logoUrl: 300,
  /** A visitor session's public id (a UUID, 36 characters, today), in RPC calls and GET /api/session. */
  sessionId: 64,
} as const;

/** "{field} must be {n} characters or less" when `value` is longer than `max`, else null. */
export function validateLength(field: string, value: string, max: number): string | null {
  return value.length > max ? formatMessage(validationMessages.fieldTooLong, { field, n: max }) : null;
}
