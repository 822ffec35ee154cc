import { readPlatformState } from '@groupmap/scripts';

/** The pid of one of the platform's processes (e.g. `maps`), from its data folder's state file. */
export function platformProcessPid(dataDir: string, name: string): number {
  const pid = readPlatformState(dataDir)?.processes.find((entry) => entry.name === name)?.pid;
  if (!pid) throw new Error(`no ${name} process recorded in ${dataDir}`);
  return pid;
}
