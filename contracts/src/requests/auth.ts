import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, validateEmail } from '../domain/credentials';
import { TEXT_LIMITS } from '../domain/text-limits';
import { domainMessages } from '../messages/domain';
import { validationMessages } from '../messages/validation';
import { optionalText, requestObject, requiredText, tooLong } from './fields';

/**
 * Bodies of the auth service's calls (openapi.yaml LoginRequest, RegisterRequest, FeedbackRequest).
 * Login answers one message for every bad input, so it never tells which part was wrong; no account
 * has a username or password over registration's caps, so a longer one is simply wrong.
 */
export const loginBodySchema = requestObject({
  username: z
    .string({ error: domainMessages.invalidCredentials })
    .trim()
    .min(1, { error: domainMessages.invalidCredentials })
    .max(TEXT_LIMITS.username, { error: domainMessages.invalidCredentials }),
  password: z
    .string({ error: domainMessages.invalidCredentials })
    .min(1, { error: domainMessages.invalidCredentials })
    .max(TEXT_LIMITS.password, { error: domainMessages.invalidCredentials }),
});

/** An e-mail address as registration takes it (section 5: "Invalid email address"); changing one too. */
export const emailAddressSchema = z
  .string({ error: validationMessages.invalidEmail })
  .trim()
  .max(TEXT_LIMITS.email, { error: validationMessages.invalidEmail })
  .refine((value) => validateEmail(value) === null, { error: validationMessages.invalidEmail });

export const registerBodySchema = requestObject({
  username: z
    .string({ error: validationMessages.usernameTooShort })
    .trim()
    .min(USERNAME_MIN_LENGTH, { error: validationMessages.usernameTooShort })
    .max(TEXT_LIMITS.username, { error: tooLong('Username', TEXT_LIMITS.username) })
    // A name is one line: the kit lets tabs and line breaks through in text, not in a username.
    .regex(/^\P{Cc}*$/u, { error: validationMessages.controlCharacters }),
  email: emailAddressSchema,
  password: z
    .string({ error: validationMessages.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, { error: validationMessages.passwordTooShort })
    .max(TEXT_LIMITS.password, { error: tooLong('Password', TEXT_LIMITS.password) }),
});

export const feedbackBodySchema = requestObject({
  email: optionalText('Email', TEXT_LIMITS.email).refine(
    (value) => value === null || validateEmail(value) === null,
    {
      error: validationMessages.invalidEmail,
    },
  ),
  message: requiredText(validationMessages.feedbackMessageRequired, 'Message', TEXT_LIMITS.feedbackMessage),
});

export type LoginBody = z.infer<typeof loginBodySchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
