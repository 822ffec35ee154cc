import { loadConfig, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { mapsConfigSchema } from '../config';
import { createLogoStorage, deleteMapLogo } from '../logos';

const s3Schema = mapsConfigSchema.pick({
  S3_ENDPOINT: true,
  S3_ACCESS_KEY: true,
  S3_SECRET_KEY: true,
  S3_BUCKET: true,
  S3_REGION: true,
});

/**
 * Removes a removed map's logo object now, as the owner's delete does, with the maps service's S3_*
 * settings (the operator's environment, else the running platform's). Without them, or when the
 * store fails, the upload stays detached (removeMapAsOperator) and the maps service's logo cleanup
 * job removes it within about a day. Answers what happened, for the command's line.
 */
export async function removeMapLogo(
  { knex, logger, env }: { knex: Knex; logger: Logger; env: Record<string, string | undefined> },
  logoUrl: string | null,
): Promise<string> {
  if (!logoUrl) return '';
  try {
    const storage = createLogoStorage(loadConfig(s3Schema, env));
    await deleteMapLogo(logoUrl, { knex, storage });
    return '; its logo removed';
  } catch (error) {
    logger.warn({ err: error, logoUrl }, 'logo left for the cleanup job');
    return "; its logo is left to the maps service's logo cleanup job";
  }
}
