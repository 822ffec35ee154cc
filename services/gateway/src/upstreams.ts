import {
  DEPLOYABLES,
  REMOTE_NAMES,
  UPSTREAM_SERVICE_NAMES,
  isUpstreamService,
  type FrontendKey,
  type RemoteName,
  type UpstreamServiceName,
} from '@groupmap/contracts';

/** The back-end services the gateway routes API calls to (contracts' registry); each answers `GET /readyz`. */
export const SERVICE_NAMES = UPSTREAM_SERVICE_NAMES;
export type ServiceName = UpstreamServiceName;

/** The services among the upstreams: only they get an identity token (its audience is their name). */
export function isServiceUpstream(name: UpstreamName): name is ServiceName {
  return isUpstreamService(name);
}

/** The Module Federation remotes, by the name used in `/mf/<remote>/*` and in RuntimeConfig. */
export { REMOTE_NAMES, type RemoteName };

/** The static server of each remote, as an upstream name. */
export const REMOTE_UPSTREAMS = Object.fromEntries(
  DEPLOYABLES.flatMap((entry) => (entry.remote === null ? [] : [[entry.remote, entry.key]])),
) as Record<RemoteName, Exclude<FrontendKey, 'shell'>>;

/** Every server the gateway forwards to: the services, the shell's and each remote's static server. */
export type UpstreamName = ServiceName | FrontendKey;

/** Base URL of every upstream (`http://host:port`); in Kubernetes each is a Service. */
export type UpstreamUrls = Record<UpstreamName, string>;
