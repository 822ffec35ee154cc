import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { hashInputs, isUpToDate, writeStamp } from './build-stamp';

describe('build stamp', () => {
  let root: string;
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  const inputs = ['shell', 'app-kit', 'package-lock.json'];

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'groupmap-stamp-'));
    write('shell/src/app.tsx', 'export const App = 1;');
    write('shell/rspack.config.ts', 'export default {};');
    write('app-kit/src/index.ts', 'export {};');
    write('package-lock.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('gives the same hash for unchanged sources', () => {
    expect(hashInputs(root, inputs)).toBe(hashInputs(root, inputs));
  });

  it('changes when a source, a shared package or the lockfile changes', () => {
    const before = hashInputs(root, inputs);
    write('shell/src/app.tsx', 'export const App = 2;');
    const afterSource = hashInputs(root, inputs);
    write('app-kit/src/index.ts', 'export const x = 1;');
    const afterKit = hashInputs(root, inputs);
    write('package-lock.json', '{"v":2}');
    expect(new Set([before, afterSource, afterKit, hashInputs(root, inputs)]).size).toBe(4);
  });

  it('changes when a file is renamed or added', () => {
    const before = hashInputs(root, inputs);
    renameSync(join(root, 'shell/src/app.tsx'), join(root, 'shell/src/main.tsx'));
    const renamed = hashInputs(root, inputs);
    write('shell/src/extra.ts', '');
    expect(new Set([before, renamed, hashInputs(root, inputs)]).size).toBe(3);
  });

  it('ignores build output and installed packages', () => {
    const before = hashInputs(root, inputs);
    write('shell/dist/main.js', 'built');
    write('shell/node_modules/x/index.js', 'installed');
    expect(hashInputs(root, inputs)).toBe(before);
  });

  it('reports dist as up to date only for the stamped hash', () => {
    const dist = join(root, 'shell/dist');
    const hash = hashInputs(root, inputs);
    expect(isUpToDate(dist, hash)).toBe(false);
    writeStamp(dist, hash);
    expect(isUpToDate(dist, hash)).toBe(true);
    write('shell/src/app.tsx', 'changed');
    expect(isUpToDate(dist, hashInputs(root, inputs))).toBe(false);
  });
});
