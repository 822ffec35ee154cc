/**
 * A step of the runner that failed in a way the user can act on: `message` is one line, `details`
 * the output that explains it (a build's or a migration's log). start.ts prints both, no stack.
 */
export class StepFailure extends Error {
  constructor(
    message: string,
    readonly details = '',
  ) {
    super(message);
    this.name = 'StepFailure';
  }
}
