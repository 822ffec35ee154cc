// docker-compose (Debian's 1.29, through podman's Docker API) on the committed docker-compose.yml,
// with the stand-in images swapped in by containers/compose.stand-ins.yml.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { runCaptured, type CapturedRun } from '../runner/run-captured';
import { REPO_ROOT } from './paths';
import { ContainerSetupError, podmanEnv } from './podman';

export interface ComposeProject {
  name: string;
  /** `docker-compose <args>` for this project, output captured. */
  run(args: string[]): Promise<CapturedRun>;
  /** The same, throwing with the output when it fails. */
  runOrThrow(args: string[], what: string): Promise<string>;
  /** `docker-compose <args>` with a file on its standard input (a restore). */
  runWithInput(args: string[], inputFile: string, what: string): Promise<void>;
  /** `docker-compose <args>` with its standard output written to a file (a backup). */
  runToFile(args: string[], outputFile: string, what: string): Promise<void>;
  /** The last lines of every container's log, for a failure report. */
  logs(lines?: number): Promise<string>;
}

export interface ComposeSettings {
  dockerHost: string;
  /** Host ports: the gateway and the mail catcher's web inbox. */
  gatewayPort: number;
  mailWebPort: number;
}

export function composeProject(name: string, settings: ComposeSettings): ComposeProject {
  const files = [
    '-f',
    join(REPO_ROOT, 'docker-compose.yml'),
    '-f',
    join(REPO_ROOT, 'containers', 'compose.stand-ins.yml'),
  ];
  const env = {
    ...podmanEnv(),
    DOCKER_HOST: settings.dockerHost,
    GATEWAY_PORT: String(settings.gatewayPort),
    MAIL_WEB_PORT: String(settings.mailWebPort),
    PUBLIC_ORIGIN: `http://localhost:${settings.gatewayPort}`,
    // The trial setting the README's command uses: no payments, the built-in checkout.
    BILLING_TEST_MODE: 'true',
    COMPOSE_HTTP_TIMEOUT: '300',
  };
  const fullArgs = (args: string[]) => ['--ansi', 'never', '-p', name, ...files, ...args];
  const run = (args: string[]) => runCaptured('docker-compose', fullArgs(args), { cwd: REPO_ROOT, env });
  /** docker-compose with a file as its standard input or its standard output as a file. */
  const streamed = (args: string[], files: { inputFile?: string; outputFile?: string }, what: string) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn('docker-compose', fullArgs(args), {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
        stdio: [files.inputFile ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      });
      let messages = '';
      const collect = (chunk: Buffer) => (messages += chunk.toString('utf8'));
      child.stderr!.on('data', collect);
      const output = files.outputFile ? createWriteStream(files.outputFile) : undefined;
      if (output) child.stdout!.pipe(output);
      else child.stdout!.on('data', collect);
      if (files.inputFile) createReadStream(files.inputFile).pipe(child.stdin!);
      child.once('error', reject);
      child.once('close', (code) => {
        if (code !== 0) reject(new ContainerSetupError(`${what} failed:\n${messages.slice(-3000)}`));
        // Resolved once the file has everything, not merely once the command ended.
        else if (output) finished(output).then(resolve, reject);
        else resolve();
      });
    });
  return {
    name,
    run,
    async runOrThrow(args, what) {
      const result = await run(args);
      if (result.code !== 0) {
        throw new ContainerSetupError(`${what} failed (docker-compose ${args.join(' ')}):\n${result.output}`);
      }
      return result.output;
    },
    runWithInput: (args, inputFile, what) => streamed(args, { inputFile }, what),
    runToFile: (args, outputFile, what) => streamed(args, { outputFile }, what),
    async logs(lines = 40) {
      return (await run(['logs', '--no-color', '--tail', String(lines)])).output;
    },
  };
}
