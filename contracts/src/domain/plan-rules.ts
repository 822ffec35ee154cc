import { domainMessages } from '../messages/domain';
import { formatMessage, mapLimitMessage } from '../messages/format';
import { validationMessages } from '../messages/validation';
import { planLimits, type PlanId } from './plans';

/**
 * Plan enforcement shared by the create/edit forms and the maps service. After a downgrade nothing
 * is taken away: a map may keep features above its owner's plan, but an edit may not add or increase
 * them (decisions.md). Each check returns the exact refusal text, or null when allowed.
 */

/** Refusal for creating one more map when the owner already has `ownedMaps`. */
export function mapLimitError(plan: PlanId, ownedMaps: number): string | null {
  const { maps } = planLimits(plan);
  return ownedMaps >= maps ? mapLimitMessage(maps) : null;
}

/** Refusal for adding one more location to a map that holds `locationCount`, under its owner's plan. */
export function locationLimitError(plan: PlanId, locationCount: number): string | null {
  const { locationsPerMap } = planLimits(plan);
  return locationCount >= locationsPerMap
    ? formatMessage(domainMessages.locationLimitReached, { n: locationsPerMap })
    : null;
}

/**
 * The custom-field limit message for a plan: section 5's text on every plan, the free plan's
 * "maximum of 0" included (decisions.md, Messages). The upgrade hint is the form's overlay, not this.
 */
export function customFieldLimitMessage(plan: PlanId): string {
  return formatMessage(validationMessages.customFieldsLimit, { n: planLimits(plan).customFields });
}

/** The plan-governed settings of a map. */
export interface PlanGovernedSettings {
  customFieldCount: number;
  passwordProtected: boolean;
  /** The logo URL, or null/empty for none. */
  logoUrl: string | null;
}

/**
 * Refusal for saving `next` settings under `plan`. `previous` is the stored map when editing (absent
 * when creating): what it already has may stay, even above the plan.
 */
export function planSettingsError(
  plan: PlanId,
  next: PlanGovernedSettings,
  previous?: PlanGovernedSettings,
): string | null {
  const limits = planLimits(plan);
  if (next.passwordProtected && !limits.passwordProtection && !previous?.passwordProtected) {
    return domainMessages.upgradeForPassword;
  }
  const nextLogo = next.logoUrl || null;
  if (nextLogo !== null && !limits.logo && nextLogo !== (previous?.logoUrl || null)) {
    return domainMessages.upgradeForBranding;
  }
  const allowedFields = Math.max(limits.customFields, previous?.customFieldCount ?? 0);
  if (next.customFieldCount > allowedFields) return customFieldLimitMessage(plan);
  return null;
}
