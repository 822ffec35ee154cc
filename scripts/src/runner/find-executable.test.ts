import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { findExecutable } from './find-executable';

describe('findExecutable', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'groupmap-find-executable-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A folder of `root` holding `tool`, executable or not. */
  function folderWithTool(name: string, mode: number): string {
    const dir = join(root, name);
    mkdirSync(dir);
    writeFileSync(join(dir, 'tool'), '#!/bin/sh\n');
    chmodSync(join(dir, 'tool'), mode);
    return dir;
  }

  it('takes the first executable one on PATH, skipping files that are not executable', () => {
    const plain = folderWithTool('plain', 0o644);
    const first = folderWithTool('first', 0o755);
    const second = folderWithTool('second', 0o755);
    const path = ['', plain, join(root, 'missing'), first, second].join(delimiter);
    expect(findExecutable('tool', [], path)).toBe(join(first, 'tool'));
  });

  it('looks in the extra folders after PATH', () => {
    const onPath = folderWithTool('on-path', 0o755);
    const extra = folderWithTool('extra', 0o755);
    expect(findExecutable('tool', [extra], onPath)).toBe(join(onPath, 'tool'));
    expect(findExecutable('tool', [extra], undefined)).toBe(join(extra, 'tool'));
  });

  it('finds nothing when no folder has it', () => {
    expect(findExecutable('tool', [join(root, 'missing')], root)).toBeUndefined();
  });
});
