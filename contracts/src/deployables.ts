/**
 * Every deployable of the platform, in one list: the services (the gateway in front of the four
 * others) and the frontends (the shell and its remotes). The gateway's upstreams, the identity
 * audiences, the bus access table, the runner, the service builds, the container images and the k8s
 * checks all read it; scripts/src/deployables-registry.test.ts fails when a folder under services/
 * (or a frontend folder at the root) is not listed. Adding one: docs/adding-a-service.md.
 *
 * Pure data, no Node imports: browser code, services and scripts may all import it.
 */
export interface DeployableEntry {
  /** Folder, process, image and Kubernetes name (`app: <name>`). */
  name: string;
  /** Its camelCase key in the runner's ports and the gateway's upstream URLs (`mfMap`). */
  key: string;
  kind: 'service' | 'frontend';
  /** Its folder from the repository root. */
  dir: string;
  /** Its npm workspace. */
  workspace: string;
  /** Its image, without the tag. */
  image: string;
  /**
   * Its default port as a local process (`npm start`, docs/interfaces.md); a service keeps it in its
   * image, a frontend's image serves on 8080.
   */
  port: number;
  /** The runner's variable moving that port (`AUTH_PORT`), docs/interfaces.md. */
  portVariable: string;
  /** The gateway's variable naming its base URL (`AUTH_URL`); the gateway itself has none. */
  urlVariable: string | null;
  /** Its Postgres schema, migrated by `src/migrate.ts`; null when it keeps nothing in Postgres. */
  schema: string | null;
  /** The path a probe asks to learn that it is ready. */
  healthPath: string;
  /** How many the runner starts by default (realtime runs more behind the gateway with REALTIME_REPLICAS). */
  replicas: number;
  /** A remote's name in `/mf/<remote>/*` and in RuntimeConfig; null for services and the shell. */
  remote: string | null;
  /**
   * A frontend's page fallbacks, in order (`<path prefix>=<page>`): paths its static server answers
   * with a page instead of 404 (navigations only; a missing asset stays 404), locally and in its
   * image. Every app's routes are client-side (`/=index.html`, also for a remote opened on its own);
   * /embed/{permalink} reaches mf-map's server unchanged (the gateway does not strip it) and is its
   * standalone embed entry.
   */
  fallbacks: readonly string[];
}

const service = <const Name extends string, const Schema extends string | null>(
  name: Name,
  port: number,
  schema: Schema,
) =>
  ({
    name,
    key: name,
    kind: 'service',
    dir: `services/${name}`,
    workspace: `@groupmap/svc-${name}`,
    image: `groupmap/${name}`,
    port,
    portVariable: `${name.toUpperCase()}_PORT`,
    urlVariable: name === 'gateway' ? null : `${name.toUpperCase()}_URL`,
    schema,
    healthPath: '/readyz',
    replicas: 1,
    remote: null,
    fallbacks: [],
  }) as const;

const frontend = <const Name extends string, const Key extends string, const Remote extends string | null>(
  name: Name,
  key: Key,
  port: number,
  remote: Remote,
  fallbacks: readonly string[] = ['/=index.html'],
) => {
  const variable = name.toUpperCase().replace(/-/g, '_');
  return {
    name,
    key,
    kind: 'frontend',
    dir: name,
    workspace: `@groupmap/${name}`,
    image: `groupmap/${name}`,
    port,
    portVariable: `${variable}_PORT`,
    urlVariable: `${variable}_URL`,
    schema: null,
    healthPath: '/healthz',
    replicas: 1,
    remote,
    fallbacks,
  } as const;
};

/** The deployables, in the order the runner starts and the image build builds them. */
export const DEPLOYABLES = [
  service('auth', 4001, 'auth'),
  service('maps', 4002, 'maps'),
  service('realtime', 4003, null),
  service('billing', 4004, 'billing'),
  service('gateway', 8080, null),
  frontend('shell', 'shell', 3000, null),
  frontend('mf-map', 'mfMap', 3001, 'map', ['/embed/=embed.html', '/=index.html']),
  frontend('mf-dashboard', 'mfDashboard', 3002, 'dashboard'),
  frontend('mf-billing', 'mfBilling', 3003, 'billing'),
] as const satisfies readonly DeployableEntry[];

export type Deployable = (typeof DEPLOYABLES)[number];
export type DeployableName = Deployable['name'];
export type DeployableKey = Deployable['key'];
export type ServiceName = Extract<Deployable, { kind: 'service' }>['name'];
/** The services behind the gateway: it routes to them and signs identity tokens for them. */
export type UpstreamServiceName = Exclude<ServiceName, 'gateway'>;
/** The services that keep data in Postgres, each in a schema of its own. */
export type SchemaServiceName = Extract<Deployable, { schema: string }>['name'];
export type FrontendName = Extract<Deployable, { kind: 'frontend' }>['name'];
export type FrontendKey = Extract<Deployable, { kind: 'frontend' }>['key'];
export type RemoteName = Extract<Deployable, { remote: string }>['remote'];

type NonEmpty<T> = readonly [T, ...T[]];
const namesOf = <T extends string>(keep: (entry: Deployable) => boolean) =>
  DEPLOYABLES.filter(keep).map((entry) => entry.name) as unknown as NonEmpty<T>;

export const SERVICE_NAMES = namesOf<ServiceName>((entry) => entry.kind === 'service');
export const UPSTREAM_SERVICE_NAMES = namesOf<UpstreamServiceName>(
  (entry) => entry.kind === 'service' && entry.name !== 'gateway',
);
export const SCHEMA_SERVICE_NAMES = namesOf<SchemaServiceName>((entry) => entry.schema !== null);
/** The services that keep nothing in Postgres: no database URL, no migration. */
export const SCHEMALESS_SERVICE_NAMES = namesOf<Exclude<ServiceName, SchemaServiceName>>(
  (entry) => entry.kind === 'service' && entry.schema === null,
);
export const FRONTEND_NAMES = namesOf<FrontendName>((entry) => entry.kind === 'frontend');
export const REMOTE_NAMES = DEPLOYABLES.flatMap((entry) =>
  entry.remote === null ? [] : [entry.remote],
) as unknown as NonEmpty<RemoteName>;

/** The registry entry of `name`. */
export function deployable<Name extends DeployableName>(name: Name): Extract<Deployable, { name: Name }> {
  return DEPLOYABLES.find((entry) => entry.name === name) as Extract<Deployable, { name: Name }>;
}

/** True when `name` is a service behind the gateway. */
export function isUpstreamService(name: string): name is UpstreamServiceName {
  return (UPSTREAM_SERVICE_NAMES as readonly string[]).includes(name);
}
