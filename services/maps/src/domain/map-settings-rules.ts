import { customFieldLimitMessage, messages, type PlanId } from '@groupmap/contracts';
import { badRequest, httpError } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { MapWrite } from '../db/map-repository';
import type { MapLogos } from './map-logos';
import type { PasswordCipher } from './password-cipher';

/** What the owner's map use cases (create, edit, delete) need. */
export interface MapCommandDeps {
  knex: Knex;
  cipher: PasswordCipher;
  logos: MapLogos;
}

/** The settings of a map that its owner's plan governs (contracts' planSettingsError). */
export const planGoverned = (write: Pick<MapWrite, 'customFields' | 'passwordProtected' | 'logoUrl'>) => ({
  customFieldCount: write.customFields.length,
  passwordProtected: write.passwordProtected,
  logoUrl: write.logoUrl,
});

/** 403 with the plan's refusal, or 400 for the custom-field count (its section 5 message). */
export function refusePlan(plan: PlanId, message: string | null): void {
  if (message === null) return;
  throw message === customFieldLimitMessage(plan)
    ? badRequest(message, 'custom_field_limit_reached')
    : httpError('plan_feature_unavailable', message);
}

/** 400 when a logo being set is not an upload of `userId` (a map shows no other image). */
export async function checkLogo(
  deps: MapCommandDeps,
  trx: Knex.Transaction,
  next: string | null,
  previous: string | null,
  userId: number,
) {
  if (next === null || next === previous) return;
  if (!(await deps.logos.isIssuedLogoUrl(trx, next, userId))) throw badRequest(messages.logoNotUploaded);
}
