import {
  IMPORT_FORM_FIELD,
  isFinalImportStatus,
  type ApiSchema,
  type ImportStatus,
} from '@groupmap/contracts';
import { waitFor } from '@groupmap/svc-kit/testing';
import type { Client, MapsTestEnv } from '../support/maps-test-env';

export type Preview = ApiSchema<'ImportPreview'>;
export type Progress = ApiSchema<'ImportProgress'>;

/** Uploads `bytes` as the file of a new import of map `mapId`; the raw answer. */
export const uploadImport = (who: Client, mapId: number, bytes: Buffer | string, fileName: string) =>
  who.upload(`/api/maps/${mapId}/imports`, IMPORT_FORM_FIELD, Buffer.from(bytes), fileName);

/** Uploads and expects the preview. */
export async function previewOf(who: Client, mapId: number, bytes: Buffer | string, fileName: string) {
  const res = await uploadImport(who, mapId, bytes, fileName);
  if (res.status !== 201) throw new Error(`no preview: ${res.status} ${res.text}`);
  return res.body as Preview;
}

/** Polls the import until it reaches a final status; its last progress. */
export async function finished(who: Client, mapId: number, importId: string): Promise<Progress> {
  let progress: Progress | undefined;
  await waitFor(
    'the import to finish',
    async () => {
      const res = await who.get(`/api/maps/${mapId}/imports/${importId}`);
      progress = res.body as Progress;
      return isFinalImportStatus(progress.status as ImportStatus);
    },
    { timeoutMs: 20_000 },
  );
  return progress!;
}

/** Uploads, commits with the guessed mapping (or `mapping`) and waits for the end. */
export async function imported(
  who: Client,
  mapId: number,
  bytes: Buffer | string,
  fileName: string,
  mapping?: Preview['mapping'],
) {
  const preview = await previewOf(who, mapId, bytes, fileName);
  const commit = await who.post(
    `/api/maps/${mapId}/imports/${preview.id}/commit`,
    mapping ? { mapping } : {},
  );
  if (commit.status !== 202) throw new Error(`not committed: ${commit.status} ${commit.text}`);
  return { preview, progress: await finished(who, mapId, preview.id) };
}

/** What an import is compared by: a location's own fields as the list shows them. */
export type ListedPlace = Pick<
  ApiSchema<'Location'>,
  'name' | 'address' | 'latitude' | 'longitude' | 'region' | 'country' | 'customData'
>;

/** The map's locations as a viewer lists them, in file order (oldest first). */
export async function locationsOf(who: Client, mapId: number): Promise<ListedPlace[]> {
  const res = await who.get(`/api/maps/${mapId}/locations`);
  return [...(res.body as ListedPlace[])].reverse();
}

/** How many imports the map has, in any state. */
export async function importCount(env: MapsTestEnv, mapId: number): Promise<number> {
  const row = (await env.knex('imports').where({ map_id: mapId }).count({ n: '*' }).first()) as { n: string };
  return Number(row.n);
}

/** The map's events in the outbox, by type. */
export async function outboxTypes(env: MapsTestEnv, mapId: number): Promise<string[]> {
  const rows = (await env
    .knex('outbox')
    .where({ aggregate_id: String(mapId) })
    .orderBy('sequence')
    .select('type')) as { type: string }[];
  return rows.map((row) => row.type);
}
