import type { Knex } from 'knex';
import { ServiceMigrationSource } from './migration-source';

export interface MigrateSchemaOptions {
  /** The service's schema; created when missing and home of its own `knex_migrations` table. */
  schema: string;
  /**
   * Folder of the service's migration files (`<timestamp>_<what>.ts`, or their build as `.js`);
   * omitted by a service with no tables yet.
   */
  directory?: string;
}

/**
 * Brings the service's schema up to date. knex does not create the schema holding its migrations
 * table, so it is created first; each schema keeps its own `knex_migrations`, so services migrate
 * independently within one database. Returns the names of the migrations applied now.
 */
export async function migrateSchema(
  knex: Knex,
  { schema, directory }: MigrateSchemaOptions,
): Promise<string[]> {
  await knex.schema.createSchemaIfNotExists(schema);
  if (directory === undefined) return [];
  const [, applied] = (await knex.migrate.latest({
    migrationSource: new ServiceMigrationSource(directory),
    tableName: 'knex_migrations',
    schemaName: schema,
  })) as [number, string[]];
  return applied;
}
