// The registry of deployables (contracts/src/deployables.ts) against the repository: a service or
// frontend added without its registry entry would be left out of the runner, the images and the k8s
// checks without anyone noticing (docs/adding-a-service.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOYABLES } from '@groupmap/contracts';

const ROOT = join(__dirname, '..', '..');
/** Folders under services/ that are libraries, not deployables. */
const SERVICE_LIBRARIES = ['kit'];

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);

describe('the registry of deployables', () => {
  it('lists every folder under services/ except the kit', () => {
    const listed = DEPLOYABLES.filter((entry) => entry.kind === 'service').map((entry): string => entry.dir);
    const present = folders(join(ROOT, 'services'))
      .filter((name) => !SERVICE_LIBRARIES.includes(name))
      .map((name) => `services/${name}`);
    expect(present.filter((dir) => !listed.includes(dir))).toEqual([]);
    expect(listed.filter((dir) => !present.includes(dir))).toEqual([]);
  });

  it('lists every frontend at the root (a folder with a module-federation.config.ts)', () => {
    const listed = DEPLOYABLES.filter((entry) => entry.kind === 'frontend').map((entry): string => entry.dir);
    const present = folders(ROOT).filter((name) =>
      existsSync(join(ROOT, name, 'module-federation.config.ts')),
    );
    expect(present.filter((dir) => !listed.includes(dir))).toEqual([]);
    expect(listed.filter((dir) => !present.includes(dir))).toEqual([]);
  });

  it("names each deployable's own workspace, which the root package.json lists", () => {
    const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
    for (const entry of DEPLOYABLES) {
      const pkg = JSON.parse(readFileSync(join(ROOT, entry.dir, 'package.json'), 'utf8')) as { name: string };
      expect([entry.name, pkg.name]).toEqual([entry.name, entry.workspace]);
      expect(root.workspaces).toContain(entry.dir);
    }
  });

  it('gives every deployable its own name, key, port and port variable', () => {
    for (const field of ['name', 'key', 'port', 'portVariable', 'image'] as const) {
      const values = DEPLOYABLES.map((entry) => entry[field]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("agrees with the import-boundary lint's lists (eslint's config cannot import TypeScript)", () => {
    const text = readFileSync(join(ROOT, 'eslint', 'import-boundaries.mjs'), 'utf8');
    const list = (name: string) =>
      [...(new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(text)?.[1] ?? '').matchAll(/'([^']+)'/g)]
        .map((match) => match[1])
        .sort();
    const names = (kind: string) =>
      DEPLOYABLES.filter((entry) => entry.kind === kind)
        .map((entry): string => entry.name)
        .sort();
    expect(list('SERVICES')).toEqual(names('service'));
    expect(list('FRONTENDS')).toEqual(names('frontend'));
  });

  it('gives a migration to exactly the services with a schema', () => {
    for (const entry of DEPLOYABLES.filter((candidate) => candidate.kind === 'service')) {
      const migrates = existsSync(join(ROOT, entry.dir, 'src', 'migrate.ts'));
      expect([entry.name, migrates]).toEqual([entry.name, entry.schema !== null]);
    }
  });
});
