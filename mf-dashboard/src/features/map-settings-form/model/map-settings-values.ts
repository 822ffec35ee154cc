import {
  TEXT_LIMITS,
  cleanCustomFields,
  planLimits,
  validateCustomFieldNames,
  validateLength,
  validatePermalink,
  validationMessages,
  type ApiSchema,
  type PlanId,
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

/**
 * The section 5 messages for `values`, by field. The permalink is only checked on create: it cannot
 * change afterwards. A password is needed when protection is turned on for a map that had none.
 */
export function validateMapSettings(
  values: MapSettingsValues,
  options: { creating: boolean; storedPasswordProtected?: boolean },
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
    const needsPassword = options.creating || !options.storedPasswordProtected;
    const passwordError =
      needsPassword && values.password.length === 0
        ? validationMessages.mapPasswordRequired
        : validateLength('Password', values.password, TEXT_LIMITS.mapPassword);
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
  };
}

/** The body of POST /api/maps. */
export function createMapRequest(values: MapSettingsValues): CreateMapRequest {
  return { ...commonFields(values), permalink: values.permalink };
}

/** The body of PUT /api/maps/{mapId}. */
export function updateMapRequest(values: MapSettingsValues): UpdateMapRequest {
  return commonFields(values);
}

/** True for the create failure the spec turns into "Invalid Permalink" (section 8). */
export function isPermalinkTakenMessage(message: string): boolean {
  return message.toLowerCase().includes('permalink already exists');
}
