import { ConfigError } from '../config/config-error';

/**
 * Runs a process's async entry point. A failure before the logger exists (bad configuration, an
 * unreachable database at migration time) is printed to stderr as one clear message and the process
 * exits 1, so the local runner and Kubernetes show why it did not start.
 */
export function runMain(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const detail =
      error instanceof ConfigError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    process.stderr.write(`${name} failed:\n${detail}\n`);
    process.exit(1);
  });
}
