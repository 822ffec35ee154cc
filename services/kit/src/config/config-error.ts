/**
 * Thrown by {@link loadConfig} when the environment does not satisfy a service's schema.
 * The message lists every missing or invalid key, one per line, so an operator fixes them all at once.
 */
export class ConfigError extends Error {
  /** One entry per problem, e.g. `PORT: expected a number`. */
  readonly problems: string[];

  constructor(problems: string[]) {
    super(['Invalid configuration:', ...problems.map((problem) => `  ${problem}`)].join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}
