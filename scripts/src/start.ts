// `npm start`: the whole platform on this machine until Ctrl-C (see runner/platform.ts).
// Options: `--no-build` skips the frontend builds; every port and URL comes from the environment.
import { colorsEnabled, createPaint } from './runner/colors';
import { RunnerConfigError } from './runner/config';
import { startPlatform, type Platform } from './runner/platform';
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

async function main() {
  const abort = new AbortController();
  let platform: Platform | undefined;
  let shuttingDown = false;

  // Ctrl-C may arrive twice (from the terminal and relayed by the tsx wrapper): one shutdown only.
  const onSignal = () => {
    if (shuttingDown) return;
    shuttingDown = true;
    abort.abort();
    if (!platform) return;
    platform.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        printFailure(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    platform = await startPlatform({ argv: process.argv.slice(2), signal: abort.signal });
  } catch (error) {
    // A start cancelled by Ctrl-C has already stopped what it started: that is a clean exit.
    if (shuttingDown) {
      console.log(`${tag} start cancelled; everything it had started is stopped`);
      process.exit(0);
    }
    printFailure(error);
    process.exit(1);
  }
  if (shuttingDown) {
    await platform.stop();
    process.exit(0);
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
