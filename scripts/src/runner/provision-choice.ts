// The order every piece of infrastructure is provisioned in (issue 2, section 6): an explicit URL
// from the environment, else a usable local server on the standard port, else an embedded one.
import type { ProvisionMode } from './config';

/** What probing the standard port found: a server we can use, nothing, or something we cannot use. */
export type ProbeResult = { state: 'usable' } | { state: 'absent' } | { state: 'unusable'; reason: string };

export type ProvisionChoice =
  { source: 'environment'; url: string } | { source: 'local' } | { source: 'embedded'; why: string };

export interface ProvisionInput {
  /** The URL given in the environment (DATABASE_URL, NATS_URL, S3_ENDPOINT), if any. */
  explicitUrl: string | undefined;
  mode: ProvisionMode;
  /** Looks at the standard port; called only when neither the URL nor the mode decides. */
  probeLocal: () => Promise<ProbeResult>;
}

/**
 * Decides where a piece of infrastructure comes from. `embedded` mode wins over everything, so a
 * test can force the embedded path even on a machine whose environment names a server.
 */
export async function chooseProvision(input: ProvisionInput): Promise<ProvisionChoice> {
  if (input.mode === 'embedded') return { source: 'embedded', why: 'forced by configuration' };
  if (input.explicitUrl) return { source: 'environment', url: input.explicitUrl };
  const probe = await input.probeLocal();
  if (probe.state === 'usable') return { source: 'local' };
  if (probe.state === 'absent') return { source: 'embedded', why: 'none running on the standard port' };
  return { source: 'embedded', why: probe.reason };
}

/**
 * The port an embedded server listens on: the configured one, else the standard port when it is
 * free, else the alternate (something unusable holds the standard port).
 */
export async function pickEmbeddedPort(input: {
  configured: number | undefined;
  standard: number;
  alternate: number;
  isFree: (port: number) => Promise<boolean>;
}): Promise<number> {
  if (input.configured !== undefined) return input.configured;
  return (await input.isFree(input.standard)) ? input.standard : input.alternate;
}
