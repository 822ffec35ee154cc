import type { UpstreamName } from '../../src/upstreams';
import { startEchoUpstream, type FakeUpstream } from './fake-upstream';

/** The environment variable holding each upstream's URL. */
export const UPSTREAM_ENV: Record<UpstreamName, string> = {
  auth: 'AUTH_URL',
  maps: 'MAPS_URL',
  realtime: 'REALTIME_URL',
  billing: 'BILLING_URL',
  shell: 'SHELL_URL',
  mfMap: 'MF_MAP_URL',
  mfDashboard: 'MF_DASHBOARD_URL',
  mfBilling: 'MF_BILLING_URL',
};

export interface EchoPlatform {
  upstreams: Record<UpstreamName, FakeUpstream>;
  /** Points every *_URL variable at its echo upstream. */
  env: Record<string, string>;
  /** Forgets what the upstreams received so far. */
  reset(): void;
  close(): Promise<void>;
}

/** One echo upstream per upstream name, each answering with its own name. */
export async function startEchoPlatform(): Promise<EchoPlatform> {
  const names = Object.keys(UPSTREAM_ENV) as UpstreamName[];
  const started = await Promise.all(names.map((name) => startEchoUpstream(name)));
  const upstreams = Object.fromEntries(names.map((name, index) => [name, started[index]])) as Record<
    UpstreamName,
    FakeUpstream
  >;
  const env = Object.fromEntries(names.map((name) => [UPSTREAM_ENV[name], upstreams[name].url]));
  return {
    upstreams,
    env,
    reset: () => {
      for (const upstream of started) {
        upstream.received.length = 0;
        upstream.responseHeaders = {};
        upstream.readiness = 'ready';
      }
    },
    close: async () => {
      await Promise.all(started.map((upstream) => upstream.close()));
    },
  };
}
