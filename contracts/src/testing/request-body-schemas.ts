import {
  accountDeletionBodySchema,
  changeEmailBodySchema,
  createMapBodySchema,
  feedbackBodySchema,
  locationBodySchema,
  loginBodySchema,
  registerBodySchema,
  updateMapBodySchema,
  verifyEmailBodySchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  changePasswordBodySchema,
  verifyPasswordBodySchema,
  reviewDecisionBodySchema,
} from '../requests';

/**
 * Each request body of openapi.yaml beside the zod schema the owning service parses it with, for
 * the contract tests that hold the two to one shape and one set of caps. Test support only.
 */
export const REQUEST_BODY_SCHEMAS = [
  ['LoginRequest', loginBodySchema],
  ['RegisterRequest', registerBodySchema],
  ['FeedbackRequest', feedbackBodySchema],
  ['CreateMapRequest', createMapBodySchema],
  ['UpdateMapRequest', updateMapBodySchema],
  ['LocationRequest', locationBodySchema],
  ['VerifyPasswordRequest', verifyPasswordBodySchema],
  ['ChangeEmailRequest', changeEmailBodySchema],
  ['VerifyEmailRequest', verifyEmailBodySchema],
  ['PasswordResetRequest', passwordResetBodySchema],
  ['PasswordResetConfirmRequest', passwordResetConfirmBodySchema],
  ['ChangePasswordRequest', changePasswordBodySchema],
  ['AccountDeletionRequest', accountDeletionBodySchema],
  ['ReviewDecisionRequest', reviewDecisionBodySchema],
] as const;
