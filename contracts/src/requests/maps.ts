import { z } from 'zod';
import { cleanCustomFields, validateCustomFieldNames } from '../domain/custom-fields';
import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS } from '../domain/location-reports';
import { LOGO_URL_PATTERN } from '../domain/logo';
import { validateMapPassword } from '../domain/map-password';
import { PERMALINK_MAX_LENGTH, validatePermalink } from '../domain/permalink';
import { TEXT_LIMITS } from '../domain/text-limits';
import { DEFAULT_WHO_CAN_ADD, WHO_CAN_ADD } from '../domain/who-can-add';
import { editLinkAnswers } from '../messages/edit-links';
import { moderationErrors } from '../messages/moderation';
import { serviceMessages } from '../messages/service';
import { validationMessages } from '../messages/validation';
import { emailAddressSchema } from './auth';
import { optionalText, requestObject, requiredText, tooLong } from './fields';

/**
 * Bodies of the maps service's calls (openapi.yaml CreateMapRequest, UpdateMapRequest,
 * LocationRequest, VerifyPasswordRequest). Plan limits are not checked here: they need the owner's
 * plan and the stored map (see `planSettingsError`).
 */

/** The cap after the rules, so a long permalink with bad characters still answers the character rule first. */
const permalink = z
  .string({ error: validationMessages.permalinkRequired })
  .superRefine((value, ctx) => {
    const message = validatePermalink(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .max(PERMALINK_MAX_LENGTH, { error: validationMessages.permalinkTooLong });

/** Trimmed names with empty ones dropped (spec section 5), then the name rules. */
const customFields = z
  .array(
    z
      .string({ error: serviceMessages.invalidRequest })
      .trim()
      .max(TEXT_LIMITS.customFieldName, { error: tooLong('Custom field name', TEXT_LIMITS.customFieldName) }),
    { error: serviceMessages.invalidRequest },
  )
  .transform(cleanCustomFields)
  .superRefine((names, ctx) => {
    const message = validateCustomFieldNames(names);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/**
 * Kept as typed (no trim): a password may begin or end with a space. Empty becomes null (none on
 * create, "keep the stored one" on edit); any other value is a password being set, so it must
 * follow the map password rule (at least 6 characters).
 */
const mapPassword = z
  .string({ error: serviceMessages.invalidRequest })
  .max(TEXT_LIMITS.mapPassword, { error: tooLong('Password', TEXT_LIMITS.mapPassword) })
  .superRefine((value, ctx) => {
    const message = value === '' ? null : validateMapPassword(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .nullish()
  .transform((value) => (value ? value : null));

const logoUrl = optionalText('Logo URL', TEXT_LIMITS.logoUrl).refine(
  (value) => value === null || LOGO_URL_PATTERN.test(value),
  { error: serviceMessages.invalidRequest },
);

const mapName = requiredText(validationMessages.mapNameRequired, 'Name', TEXT_LIMITS.mapName);
const description = optionalText('Description', TEXT_LIMITS.mapDescription);
const passwordProtected = z.boolean({ error: serviceMessages.invalidRequest });
const whoCanAdd = z.enum(WHO_CAN_ADD, { error: serviceMessages.invalidRequest });
const reviewNewLocations = z.boolean({ error: serviceMessages.invalidRequest });

export const createMapBodySchema = requestObject({
  name: mapName,
  description,
  permalink,
  customFields: customFields.default([]),
  password: mapPassword,
  passwordProtected: passwordProtected.default(false),
  logoUrl,
  whoCanAdd: whoCanAdd.default(DEFAULT_WHO_CAN_ADD),
  reviewNewLocations: reviewNewLocations.default(false),
}).superRefine((body, ctx) => {
  if (body.passwordProtected && body.password === null) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: validationMessages.mapPasswordRequired });
  }
});

/**
 * An edit. Absent fields stay as stored; a null or empty password while protection stays on keeps the
 * stored one (decisions.md). Whether turning protection on needs a new password depends on the stored
 * map, so the service checks it.
 */
export const updateMapBodySchema = requestObject({
  name: mapName,
  description: description.optional(),
  customFields: customFields.optional(),
  password: mapPassword.optional(),
  passwordProtected: passwordProtected.optional(),
  logoUrl: logoUrl.optional(),
  whoCanAdd: whoCanAdd.optional(),
  reviewNewLocations: reviewNewLocations.optional(),
});

/** Longest numeric string taken as degrees (openapi.yaml Coordinate): more digits add no precision. */
const COORDINATE_TEXT_MAX_LENGTH = 32;

/** Degrees as a number or a numeric string (the spec's client sends either); anything else is an unresolvable address. */
const coordinate = (limit: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .max(COORDINATE_TEXT_MAX_LENGTH, { error: validationMessages.invalidAddress })
          .regex(/^-?\d+(\.\d+)?$/, { error: validationMessages.invalidAddress }),
      ],
      { error: validationMessages.invalidAddress },
    )
    .transform(Number)
    .refine((value) => Number.isFinite(value) && Math.abs(value) <= limit, {
      error: validationMessages.invalidAddress,
    });

const placeName = z
  .string({ error: serviceMessages.invalidRequest })
  .trim()
  .max(TEXT_LIMITS.placeName, { error: serviceMessages.invalidRequest })
  .nullish()
  .transform((value) => value ?? '');

export const locationBodySchema = requestObject({
  name: requiredText(validationMessages.locationNameRequired, 'Name', TEXT_LIMITS.locationName),
  address: requiredText(validationMessages.addressRequired, 'Address', TEXT_LIMITS.address),
  latitude: coordinate(90),
  longitude: coordinate(180),
  region: placeName,
  country: placeName,
  customData: z
    .record(
      z.string().max(TEXT_LIMITS.customFieldName, { error: serviceMessages.invalidRequest }),
      z
        .string({ error: serviceMessages.invalidRequest })
        .trim()
        .max(TEXT_LIMITS.customValue, { error: tooLong('Value', TEXT_LIMITS.customValue) }),
      { error: serviceMessages.invalidRequest },
    )
    .default({}),
});

export const verifyPasswordBodySchema = requestObject({
  password: z
    .string({ error: validationMessages.mapPasswordRequired })
    .min(1, { error: validationMessages.mapPasswordRequired })
    .max(TEXT_LIMITS.mapPassword, { error: tooLong('Password', TEXT_LIMITS.mapPassword) }),
});

/** `GET /api/geocode?q=`: the address text. */
export const geocodeQuerySchema = requestObject({
  q: requiredText(validationMessages.addressRequired, 'Address', TEXT_LIMITS.address),
});

export type CreateMapBody = z.infer<typeof createMapBodySchema>;
export type UpdateMapBody = z.infer<typeof updateMapBodySchema>;
export type LocationBody = z.infer<typeof locationBodySchema>;
export type VerifyPasswordBody = z.infer<typeof verifyPasswordBodySchema>;
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;

/** The owner's decision on queue items (openapi ReviewDecisionRequest): the ids they were shown. */
export const reviewDecisionBodySchema = requestObject({
  ids: z
    .array(
      z.string({ error: serviceMessages.invalidRequest }).max(40, { error: serviceMessages.invalidRequest }),
      {
        error: serviceMessages.invalidRequest,
      },
    )
    .min(1, { error: serviceMessages.invalidRequest })
    .max(1000, { error: serviceMessages.invalidRequest }),
});

/** A viewer's report of a location (openapi ReportLocationRequest, issue 25): a reason, perhaps a note. */
export const reportLocationBodySchema = requestObject({
  reason: z.enum(REPORT_REASONS, { error: serviceMessages.invalidRequest }),
  note: z
    .string({ error: serviceMessages.invalidRequest })
    .trim()
    .max(REPORT_NOTE_MAX_LENGTH, { error: moderationErrors.reportNoteTooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ReportLocationBody = z.infer<typeof reportLocationBodySchema>;

/**
 * The owner's restore from "Recently deleted" (openapi RestoreDeletedRequest, issue 25): locations by
 * id, or every location of one "Remove all their locations" by its removal id.
 */
export const restoreDeletedBodySchema = z.union(
  [
    requestObject({
      ids: z
        .array(z.int({ error: serviceMessages.invalidRequest }).positive().max(2_147_483_647), {
          error: serviceMessages.invalidRequest,
        })
        .min(1, { error: serviceMessages.invalidRequest })
        .max(1000, { error: serviceMessages.invalidRequest }),
    }),
    requestObject({ removalId: z.uuid({ error: serviceMessages.invalidRequest }) }),
  ],
  { error: serviceMessages.invalidRequest },
);
export type RestoreDeletedBody = z.infer<typeof restoreDeletedBodySchema>;

/**
 * "Send me a link" (issue 26, openapi EditLinkRequest): the address as registration takes it, and
 * whether to keep it for the session's identity first (the add form) or only ask (the map page).
 */
export const editLinkBodySchema = requestObject({
  email: emailAddressSchema,
  remember: z.boolean({ error: serviceMessages.invalidRequest }),
});
export type EditLinkBody = z.infer<typeof editLinkBodySchema>;

/** "Continue" on the "Keep editing your locations" page (openapi ContinueEditLinkRequest). */
export const continueEditLinkBodySchema = requestObject({
  token: z.string({ error: editLinkAnswers.invalid }).max(100, { error: editLinkAnswers.invalid }),
});
export type ContinueEditLinkBody = z.infer<typeof continueEditLinkBodySchema>;
