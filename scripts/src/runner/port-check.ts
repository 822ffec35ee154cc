// Before anything starts: every port the platform's processes will listen on must be free, or the
// run stops at once with one line per busy port saying who holds it and which variable moves it.
import { describePortOwner, isPortFree } from './ports';
import { StepFailure } from './step-failure';

export interface PortClaim {
  name: string;
  port: number;
  /** The environment variable that changes it, e.g. AUTH_PORT. */
  variable: string;
}

export async function assertPortsFree(claims: PortClaim[]): Promise<void> {
  const busy: string[] = [];
  for (const claim of claims) {
    if (await isPortFree(claim.port)) continue;
    const owner = await describePortOwner(claim.port);
    busy.push(
      `port ${claim.port} (${claim.name}) is in use${owner ? ` by ${owner}` : ''}; set ${claim.variable} to move it`,
    );
  }
  if (busy.length === 1) throw new StepFailure(busy[0]!);
  if (busy.length > 1) {
    throw new StepFailure(
      `${busy.length} ports are in use (a platform started earlier may still be running)`,
      busy.join('\n'),
    );
  }
}
