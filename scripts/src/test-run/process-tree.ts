import { execFileSync } from 'node:child_process';

/** Every descendant of `pid` (children first listed by `ps`), read from the process table. */
function descendants(pid: number): number[] {
  let table: string;
  try {
    table = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const line of table.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (child === undefined || parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/**
 * SIGKILLs `pid` and everything it started: a stalled step's command is often a launcher (npx) whose
 * real work runs in a grandchild, which killing the launcher alone would leave running.
 */
export function killProcessTree(pid: number): void {
  for (const target of [pid, ...descendants(pid)]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
