import {
  customFieldLimitMessage,
  formatMessage,
  messages,
  newImportFields,
  planLimits,
  type ImportMapping,
  type PlanId,
} from '@groupmap/contracts';

/** How many more custom fields `plan` lets a map with `fields` have (a map above its plan keeps what it has). */
export function newFieldsAllowed(plan: PlanId, fields: readonly string[]): number {
  return Math.max(planLimits(plan).customFields - fields.length, 0);
}

/**
 * Why `plan` does not let `ready` locations and the mapping's new fields into a map that holds
 * `locationCount` locations and `fields`, in the spec's words; null when they fit. Asked by the
 * preview and again in the import's final transaction.
 */
export function importPlanProblem(
  plan: PlanId,
  { locationCount, fields }: { locationCount: number; fields: readonly string[] },
  mapping: ImportMapping,
  ready: number,
): { message: string; code: 'custom_field_limit_reached' | 'location_limit_reached' } | null {
  if (newImportFields(mapping, fields).length > newFieldsAllowed(plan, fields)) {
    return { message: customFieldLimitMessage(plan), code: 'custom_field_limit_reached' };
  }
  const { locationsPerMap } = planLimits(plan);
  if (locationCount + ready > locationsPerMap) {
    return {
      message: formatMessage(messages.locationLimitReached, { n: locationsPerMap }),
      code: 'location_limit_reached',
    };
  }
  return null;
}
