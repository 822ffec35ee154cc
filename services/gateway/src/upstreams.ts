/** The back-end services the gateway routes API calls to; each answers `GET /readyz`. */
export const SERVICE_NAMES = ['auth', 'maps', 'realtime', 'billing'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The services among the upstreams: only they get an identity token (its audience is their name). */
export function isServiceUpstream(name: UpstreamName): name is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(name);
}

/** The Module Federation remotes, by the name used in `/mf/<remote>/*` and in RuntimeConfig. */
export const REMOTE_NAMES = ['map', 'dashboard', 'billing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The static server of each remote, as an upstream name. */
export const REMOTE_UPSTREAMS = {
  map: 'mfMap',
  dashboard: 'mfDashboard',
  billing: 'mfBilling',
} as const satisfies Record<RemoteName, string>;

/** Every server the gateway forwards to: the services, the shell's and each remote's static server. */
export type UpstreamName = ServiceName | 'shell' | (typeof REMOTE_UPSTREAMS)[RemoteName];

/** Base URL of every upstream (`http://host:port`); in Kubernetes each is a Service. */
export type UpstreamUrls = Record<UpstreamName, string>;
