import {
  customFieldLimitMessage,
  mapLimitError,
  messages,
  planSettingsError,
  type CreateMapBody,
  type PlanId,
  type UpdateMapBody,
} from '@groupmap/contracts';
import { appendToOutbox, badRequest, conflict, forbidden, httpError, notFound } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../db/db';
import {
  countMapsOf,
  deleteMapRow,
  findMapById,
  insertMap,
  updateMap,
  type MapRow,
  type MapWrite,
} from '../db/map-repository';
import { lockPlanOf } from '../db/plan-repository';
import type { MapLogos } from './map-logos';
import { toMapSnapshot } from '../db/map-snapshot';
import type { PasswordCipher } from './password-cipher';

export interface MapCommandDeps {
  knex: Knex;
  cipher: PasswordCipher;
  logos: MapLogos;
}

const planGoverned = (write: Pick<MapWrite, 'custom_fields' | 'password_protected' | 'logo_url'>) => ({
  customFieldCount: write.custom_fields.length,
  passwordProtected: write.password_protected,
  logoUrl: write.logo_url,
});

/** 403 with the plan's refusal, or 400 for the custom-field count (its section 5 message). */
function refusePlan(plan: PlanId, message: string | null): void {
  if (message === null) return;
  throw message === customFieldLimitMessage(plan)
    ? badRequest(message, 'custom_field_limit_reached')
    : httpError('plan_feature_unavailable', message);
}

async function checkLogo(
  deps: MapCommandDeps,
  trx: Knex.Transaction,
  next: string | null,
  previous: string | null,
  userId: number,
) {
  if (next === null || next === previous) return;
  if (!(await deps.logos.isIssuedLogoUrl(trx, next, userId))) throw badRequest(messages.logoNotUploaded);
}

/**
 * Creates a map for `userId` within their plan (from the projection, locked so concurrent creates
 * queue) and announces it. The permalink's uniqueness is the database's: a taken one is a 409.
 */
export async function createMap(deps: MapCommandDeps, userId: number, body: CreateMapBody): Promise<MapRow> {
  try {
    return await deps.knex.transaction(async (trx) => {
      const plan = await lockPlanOf(trx, userId);
      const limit = mapLimitError(plan, await countMapsOf(trx, userId));
      if (limit) throw httpError('map_limit_reached', limit);
      const write: MapWrite = {
        name: body.name,
        description: body.description,
        custom_fields: body.customFields,
        password_protected: body.passwordProtected,
        password_encrypted:
          body.passwordProtected && body.password ? deps.cipher.encrypt(body.password) : null,
        password_version: body.passwordProtected ? 1 : 0,
        logo_url: body.logoUrl,
      };
      refusePlan(plan, planSettingsError(plan, planGoverned(write)));
      await checkLogo(deps, trx, write.logo_url, null, userId);
      const row = await insertMap(trx, userId, body.permalink, write);
      if (row.logo_url) await deps.logos.attachLogo(trx, row.logo_url, row.id);
      await appendToOutbox(trx, {
        type: 'maps.map.created.v1',
        aggregateId: String(row.id),
        payload: { mapId: row.id, passwordVersion: row.password_version, map: toMapSnapshot(row) },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.permalinkTaken, 'permalink_taken');
    throw error;
  }
}

/** The stored map `id`, locked, when `userId` owns it; 404 or 403 otherwise. */
async function ownedMap(trx: Knex.Transaction, id: number, userId: number): Promise<MapRow> {
  const map = await findMapById(trx, id, { lock: true });
  if (!map) throw notFound(messages.mapNotFound);
  if (map.user_id !== userId) throw forbidden(messages.onlyOwnerCanChangeMap);
  return map;
}

/** The password columns after an edit (decisions.md): off clears it, a new one bumps the version. */
function passwordAfterEdit(deps: MapCommandDeps, map: MapRow, body: UpdateMapBody) {
  const protectedNext = body.passwordProtected ?? map.password_protected;
  if (!protectedNext) {
    const changed = map.password_protected;
    return {
      password_protected: false,
      password_encrypted: null,
      password_version: changed ? map.password_version + 1 : map.password_version,
    };
  }
  const typed = body.password ?? null;
  if (typed === null) {
    if (map.password_encrypted === null) throw badRequest(messages.mapPasswordRequired, 'validation_failed');
    return {
      password_protected: true,
      password_encrypted: map.password_encrypted,
      password_version: map.password_version,
    };
  }
  const same = map.password_encrypted !== null && deps.cipher.matches(map.password_encrypted, typed);
  return {
    password_protected: true,
    password_encrypted: same ? map.password_encrypted : deps.cipher.encrypt(typed),
    password_version: same && map.password_protected ? map.password_version : map.password_version + 1,
  };
}

/** Applies the owner's edit of map `id`: absent fields stay, features may be kept but not added. */
export async function editMap(
  deps: MapCommandDeps,
  id: number,
  userId: number,
  body: UpdateMapBody,
): Promise<MapRow> {
  const { row, replacedLogo } = await deps.knex.transaction(async (trx) => {
    const map = await ownedMap(trx, id, userId);
    const plan = await lockPlanOf(trx, userId);
    const write: MapWrite = {
      name: body.name,
      description: body.description === undefined ? map.description : body.description,
      custom_fields: body.customFields ?? map.custom_fields,
      logo_url: body.logoUrl === undefined ? map.logo_url : body.logoUrl,
      ...passwordAfterEdit(deps, map, body),
    };
    refusePlan(plan, planSettingsError(plan, planGoverned(write), planGoverned(map)));
    await checkLogo(deps, trx, write.logo_url, map.logo_url, userId);
    const updated = await updateMap(trx, id, write);
    const logoChanged = updated.logo_url !== map.logo_url;
    if (logoChanged && updated.logo_url) await deps.logos.attachLogo(trx, updated.logo_url, id);
    await appendToOutbox(trx, {
      type: 'maps.map.updated.v1',
      aggregateId: String(updated.id),
      payload: { mapId: updated.id, passwordVersion: updated.password_version, map: toMapSnapshot(updated) },
    });
    return { row: updated, replacedLogo: logoChanged ? map.logo_url : null };
  });
  // After commit, as for a deleted map: the map no longer shows the old logo.
  if (replacedLogo) await deps.logos.deleteMapLogo(replacedLogo);
  return row;
}

/**
 * Deletes `map` (locked by the caller) with its locations and grants (cascade) and announces it, in
 * `trx`: live viewers are told the map is gone. Its logo object is the caller's, after the commit.
 */
export async function removeMapInTransaction(trx: Knex.Transaction, map: MapRow): Promise<{ id: string }> {
  await deleteMapRow(trx, map.id);
  return appendToOutbox(trx, {
    type: 'maps.map.deleted.v1',
    aggregateId: String(map.id),
    payload: { mapId: map.id, passwordVersion: map.password_version, permalink: map.permalink },
  });
}

/** Deletes the owner's map `id` with its locations and grants (cascade), then its logo object. */
export async function deleteMap(deps: MapCommandDeps, id: number, userId: number): Promise<void> {
  const map = await deps.knex.transaction(async (trx) => {
    const owned = await ownedMap(trx, id, userId);
    await removeMapInTransaction(trx, owned);
    return owned;
  });
  // After commit: a failed object removal must not bring the map back.
  if (map.logo_url) await deps.logos.deleteMapLogo(map.logo_url);
}
