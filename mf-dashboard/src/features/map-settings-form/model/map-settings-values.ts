import {
  DEFAULT_WHO_CAN_ADD,
  TEXT_LIMITS,
  cleanCustomFields,
  planLimits,
  validateCustomFieldNames,
  validateLength,
  validateMapPassword,
  validatePermalink,
  validationMessages,
  type ApiSchema,
  type PlanId,
  type WhoCanAdd,
} from '@groupmap/contracts';

export type MapDetails = ApiSchema<'Map'>;
export type CreateMapRequest = ApiSchema<'CreateMapRequest'>;
export type UpdateMapRequest = ApiSchema<'UpdateMapRequest'>;

/** What the map settings form holds while it is edited. */
export interface MapSettingsValues {
  name: string;
  description: string;
  permalink: string;
  customFields: string[];
  passwordProtected: boolean;
  password: string;
  logoUrl: string | null;
  whoCanAdd: WhoCanAdd;
  /** "Review new locations before they appear" (issue 24). */
  reviewNewLocations: boolean;
}

export type MapSettingsField = 'name' | 'description' | 'permalink' | 'customFields' | 'password';
export type MapSettingsErrors = Partial<Record<MapSettingsField, string>>;

export const EMPTY_MAP_SETTINGS: MapSettingsValues = {
  name: '',
  description: '',
  permalink: '',
  customFields: [],
  passwordProtected: false,
  password: '',
  logoUrl: null,
  whoCanAdd: DEFAULT_WHO_CAN_ADD,
  reviewNewLocations: false,
};

/** The form's values for a stored map (edit mode); the owner's view carries the password. */
export function valuesFromMap(map: MapDetails): MapSettingsValues {
  return {
    name: map.name,
    description: map.description ?? '',
    permalink: map.permalink,
    customFields: [...map.customFields],
    passwordProtected: map.passwordProtected,
    password: map.password ?? '',
    logoUrl: map.logoUrl || null,
    whoCanAdd: map.whoCanAdd,
    reviewNewLocations: map.reviewNewLocations,
  };
}

/** Which plan-governed controls a plan unlocks; what a stored map already has stays usable (downgrades). */
export interface MapSettingsAllowances {
  passwordProtection: boolean;
  logo: boolean;
  /** The plan's custom field limit. */
  customFieldLimit: number;
  /** How many custom fields may be kept: the limit, or more when the stored map already has more. */
  customFieldMax: number;
}

export function allowancesFor(plan: PlanId, stored?: MapDetails): MapSettingsAllowances {
  const limits = planLimits(plan);
  return {
    passwordProtection: limits.passwordProtection || Boolean(stored?.passwordProtected),
    logo: limits.logo || Boolean(stored?.logoUrl),
    customFieldLimit: limits.customFields,
    customFieldMax: Math.max(limits.customFields, stored?.customFields.length ?? 0),
  };
}

export interface MapSettingsValidationOptions {
  creating: boolean;
  storedPasswordProtected?: boolean;
  /** The stored map's password (the owner's view carries it), when editing. */
  storedPassword?: string | null;
}

/**
 * The message for the password field while protection is on: a new map, or one turning protection
 * on, needs one; a new password has at least 6 characters (decisions.md). Empty, or the stored one
 * unchanged, keeps the stored password of a protected map (which may predate the 6-character rule).
 */
function mapPasswordError(password: string, options: MapSettingsValidationOptions): string | null {
  const hasStored = !options.creating && Boolean(options.storedPasswordProtected);
  if (password.length === 0) return hasStored ? null : validationMessages.mapPasswordRequired;
  if (hasStored && password === options.storedPassword) return null;
  return validateMapPassword(password);
}

/**
 * The section 5 messages for `values`, by field. The permalink is only checked on create: it cannot
 * change afterwards. A password is needed when protection is turned on for a map that had none.
 */
export function validateMapSettings(
  values: MapSettingsValues,
  options: MapSettingsValidationOptions,
): MapSettingsErrors {
  const errors: MapSettingsErrors = {};
  const name = values.name.trim();
  const nameError =
    name.length === 0
      ? validationMessages.mapNameRequired
      : validateLength('Name', name, TEXT_LIMITS.mapName);
  if (nameError) errors.name = nameError;
  const descriptionError = validateLength('Description', values.description, TEXT_LIMITS.mapDescription);
  if (descriptionError) errors.description = descriptionError;
  if (options.creating) {
    const permalinkError = validatePermalink(values.permalink);
    if (permalinkError) errors.permalink = permalinkError;
  }
  const fieldsError = validateCustomFieldNames(cleanCustomFields(values.customFields));
  if (fieldsError) errors.customFields = fieldsError;
  if (values.passwordProtected) {
    const passwordError = mapPasswordError(values.password, options);
    if (passwordError) errors.password = passwordError;
  }
  return errors;
}

/** The fields both requests share; with protection off the password is sent empty (spec section 4). */
function commonFields(values: MapSettingsValues) {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description.length > 0 ? description : null,
    customFields: cleanCustomFields(values.customFields),
    passwordProtected: values.passwordProtected,
    password: values.passwordProtected ? values.password : '',
    logoUrl: values.logoUrl,
    whoCanAdd: values.whoCanAdd,
    reviewNewLocations: values.reviewNewLocations,
  };
}

/** The body of POST /api/maps. */
export function createMapRequest(values: MapSettingsValues): CreateMapRequest {
  return { ...commonFields(values), permalink: values.permalink };
}

/**
 * The body of PUT /api/maps/{mapId}. The stored password left as it was is sent empty ("unchanged",
 * decisions.md), so a map whose password predates the 6-character rule stays editable.
 */
export function updateMapRequest(values: MapSettingsValues, stored?: MapDetails): UpdateMapRequest {
  const fields = commonFields(values);
  const unchanged =
    stored?.passwordProtected === true &&
    values.passwordProtected &&
    values.password === (stored.password ?? '');
  return unchanged ? { ...fields, password: '' } : fields;
}

/** True for the create failure the spec turns into "Invalid Permalink" (section 8). */
export function isPermalinkTakenMessage(message: string): boolean {
  return message.toLowerCase().includes('permalink already exists');
}
