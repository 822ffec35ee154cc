import type { Session } from '@groupmap/app-kit';
import { messages, validateEmail, type ApiSchema } from '@groupmap/contracts';

export type FeedbackRequest = ApiSchema<'FeedbackRequest'>;

export interface FeedbackInput {
  message: string;
  /** What a signed-out visitor typed in the optional e-mail field (signed-in users have no field). */
  email: string;
}

export type FeedbackCheck =
  { ok: true; body: FeedbackRequest } | { ok: false; errors: { message?: string; email?: string } };

/**
 * The body of POST /api/feedback (spec sections 5 and 7): the trimmed message, which must not be
 * empty or nothing is sent, and the signed-in user's e-mail, else the one typed (null when none).
 * A typed address that is not one gets the registration form's "Invalid email address".
 */
export function feedbackRequest(session: Session, input: FeedbackInput): FeedbackCheck {
  const message = input.message.trim();
  const typedEmail = input.email.trim();
  const errors: { message?: string; email?: string } = {};
  if (!message) errors.message = messages.feedbackMessageRequired;
  if (session.status !== 'signed-in' && typedEmail) {
    const emailError = validateEmail(typedEmail);
    if (emailError) errors.email = emailError;
  }
  if (errors.message || errors.email) return { ok: false, errors };
  const email = session.status === 'signed-in' ? session.user.email : typedEmail || null;
  return { ok: true, body: { email, message } };
}
