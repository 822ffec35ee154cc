import { startTestPlatform } from '@groupmap/scripts';

/**
 * Runs `measure` against BENCH_BASE_URL with BENCH_DATA_DIR (a running `npm start`: its data folder,
 * e.g. .data), else against a test platform it starts and stops. Failures exit non-zero.
 */
export function runBenchmark(measure: (baseUrl: string, dataDir: string) => Promise<void>): void {
  const run = async () => {
    const given = process.env.BENCH_BASE_URL;
    if (given && !process.env.BENCH_DATA_DIR)
      throw new Error('BENCH_BASE_URL needs BENCH_DATA_DIR (the platform data folder, e.g. .data)');
    const platform = given ? undefined : await startTestPlatform({ write: () => undefined });
    try {
      await measure(given ?? platform!.gatewayUrl, given ? process.env.BENCH_DATA_DIR! : platform!.dataDir);
    } finally {
      await platform?.stop();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
