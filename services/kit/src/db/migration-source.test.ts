import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsDirectory, ServiceMigrationSource } from './migration-source';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'groupmap-migrations-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (...files: string[]) => files.forEach((file) => writeFileSync(path.join(dir, file), ''));
const names = async (source: ServiceMigrationSource) =>
  (await source.getMigrations()).map((migration) => source.getMigrationName(migration));

describe('ServiceMigrationSource', () => {
  it('names built migrations after their source files, in order, skipping maps and declarations', async () => {
    write('20250102_b.js', '20250101_a.js', '20250101_a.js.map', 'types.d.ts', 'README.md');
    expect(await names(new ServiceMigrationSource(dir))).toEqual(['20250101_a.ts', '20250102_b.ts']);
  });

  it('reads source migrations under the same names', async () => {
    write('20250101_a.ts', '20250102_b.ts');
    expect(await names(new ServiceMigrationSource(dir))).toEqual(['20250101_a.ts', '20250102_b.ts']);
  });

  it('refuses a folder holding one migration as both source and build', async () => {
    write('20250101_a.ts', '20250101_a.js');
    await expect(new ServiceMigrationSource(dir).getMigrations()).rejects.toThrow(
      /20250101_a\.ts is in .* as both \.ts and \.js/,
    );
  });
});

describe('migrationsDirectory', () => {
  it('is dist/migrations for the built entry and migrations/ beside src for the source', () => {
    expect(migrationsDirectory('/svc/dist/migrate.js')).toBe('/svc/dist/migrations');
    expect(migrationsDirectory('/svc/src/migrate.ts')).toBe('/svc/migrations');
  });
});
