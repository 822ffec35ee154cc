// `npm start`: the whole platform on this machine until Ctrl-C (see runner/platform.ts).
// Options: `--no-build` skips the frontend builds; every port and URL comes from the environment.
import { colorsEnabled, createPaint } from './runner/colors';
import { RunnerConfigError } from './runner/config';
import { startPlatform, STOP_GRACE_MS, type Platform } from './runner/platform';
import { StepFailure } from './runner/step-failure';

const paint = createPaint(colorsEnabled(process.stdout));
const tag = paint('bold', '[groupmap]');

function printFailure(error: unknown) {
  if (error instanceof StepFailure) {
    console.error(`${tag} ${paint('red', `✘ ${error.message}`)}`);
    const details = error.details.trim();
    if (details)
      console.error(
        details
          .split('\n')
          .map((line) => `    ${line}`)
          .join('\n'),
      );
  } else if (error instanceof RunnerConfigError) {
    console.error(`${tag} ${paint('red', `✘ ${error.message}`)}`);
  } else {
    console.error(`${tag} ${paint('red', '✘ the runner failed:')}`, error);
  }
}

/**
 * Output that cannot be written (a supervisor's pipe closed, a terminal gone) must not end the
 * runner half-way through stopping the platform: such errors are dropped.
 */
function survivePipeErrors() {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
}

async function main() {
  const abort = new AbortController();
  let platform: Platform | undefined;
  let shuttingDown = false;
  let exitCode = 0;
  survivePipeErrors();

  const shutDown = (code: number) => {
    shuttingDown = true;
    exitCode = code;
    abort.abort();
    if (!platform) return;
    platform.stop().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        printFailure(error);
        process.exit(1);
      },
    );
  };
  // A signal may come once or several times (a terminal's Ctrl-C reaches the whole process group,
  // bootstrap.js relays what it gets, a supervisor may repeat itself): the first starts the one
  // shutdown, which ends every process within its grace period; later ones change nothing.
  let repeated = false;
  const onSignal = () => {
    if (!shuttingDown) return shutDown(0);
    if (!repeated && platform)
      console.log(`${tag} still stopping: each process gets ${STOP_GRACE_MS / 1000} s before it is killed`);
    repeated = true;
  };
  // SIGHUP: the terminal the runner was started from has closed.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
  // A bug in the runner itself still stops what it started before the runner goes.
  const onCrash = (error: unknown) => {
    printFailure(error);
    if (!shuttingDown) shutDown(1);
  };
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);

  try {
    platform = await startPlatform({ argv: process.argv.slice(2), signal: abort.signal });
  } catch (error) {
    // A start cancelled by Ctrl-C has already stopped what it started: that is a clean exit.
    if (shuttingDown) {
      console.log(`${tag} start cancelled; everything it had started is stopped`);
      process.exit(exitCode);
    }
    printFailure(error);
    process.exit(1);
  }
  if (shuttingDown) {
    await platform.stop();
    process.exit(exitCode);
  }
  console.log(
    `${tag} ${paint('green', `Groupmap is running at ${platform.gatewayUrl}`)} ${paint('dim', '(Ctrl-C to stop)')}`,
  );
  if (platform.mailInboxUrl)
    console.log(
      `${tag} ${paint('bold', 'Mail inbox'.padEnd(13))} ${platform.mailInboxUrl} ${paint('dim', '(every mail Groupmap sends lands here)')}`,
    );
}

void main();
