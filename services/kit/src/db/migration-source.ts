import type { Knex } from 'knex';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** A migration file: its source (`.ts`, run through tsx or jest) or its build (`.js`, in dist/). */
const MIGRATION_FILE = /^(?<stem>.+)\.(?:ts|js)$/;

interface MigrationFile {
  /** The name recorded in `knex_migrations`. */
  name: string;
  file: string;
}

/**
 * Reads a service's migrations from its source folder (`migrations/*.ts`) or from its build
 * (`dist/migrations/*.js`), and names each after its source file (`<stem>.ts`) either way. knex's own
 * folder source records the file name, extension included: a database migrated from source would
 * then look "corrupt" to the build (every `.ts` name missing) and the build would run every
 * migration again. Declaration files and source maps are skipped.
 */
export class ServiceMigrationSource implements Knex.MigrationSource<MigrationFile> {
  constructor(private readonly directory: string) {}

  async getMigrations(): Promise<MigrationFile[]> {
    const files = (await readdir(this.directory)).filter((file) => !file.endsWith('.d.ts')).sort();
    const migrations: MigrationFile[] = [];
    for (const file of files) {
      const stem = MIGRATION_FILE.exec(file)?.groups?.stem;
      if (stem !== undefined) migrations.push({ name: `${stem}.ts`, file: path.join(this.directory, file) });
    }
    const names = migrations.map(({ name }) => name);
    const twice = names.find((name, index) => names.indexOf(name) !== index);
    if (twice !== undefined)
      throw new Error(`Migration ${twice} is in ${this.directory} as both .ts and .js`);
    return migrations;
  }

  getMigrationName(migration: MigrationFile): string {
    return migration.name;
  }

  async getMigration(migration: MigrationFile): Promise<Knex.Migration> {
    // require, not import(): the services are CommonJS, built or run through tsx's and jest's hooks.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(migration.file) as Knex.Migration;
  }
}

/**
 * The migrations folder of the service whose entry is `entryFile` (its `__filename`): next to the
 * built `dist/migrate.js` (`dist/migrations`, compiled by the build), else the service's `migrations/`
 * beside `src/`.
 */
export function migrationsDirectory(entryFile: string): string {
  const dir = path.dirname(entryFile);
  return entryFile.endsWith('.js') ? path.join(dir, 'migrations') : path.join(dir, '..', 'migrations');
}
