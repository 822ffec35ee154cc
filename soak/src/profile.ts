// How busy a soak is: the full run (`npm run soak`, 30 minutes by default) and the small one
// `npm test` runs (3 minutes, one realtime replica killed, only the loss, convergence and error
// checks). Rates are per second across the whole platform.

export const FAULT_KINDS = ['realtime', 'maps', 'gateway', 'nats', 'postgres'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface SoakProfile {
  name: 'full' | 'ci';
  minutes: number;
  /** Public maps of business-plan owners, each seeded with `seedLocations`. */
  maps: number;
  seedLocations: number;
  /** Anonymous contributors; each adds well within the default 60 writes per 10 minutes. */
  contributorSessions: number;
  addsPerSecond: number;
  deletesPerSecond: number;
  editsPerSecond: number;
  /** Live viewers over the public maps; the first map holds `crowdedMapViewers` of them. */
  viewers: number;
  crowdedMapViewers: number;
  /** Processes the viewers are spread over (a few hundred sockets each). */
  viewerProcesses: number;
  dataLoadsPerSecond: number;
  exportEverySeconds: number;
  importEverySeconds: number;
  importRows: number;
  importMapViewers: number;
  protectedMapViewers: number;
  reviewedMapViewers: number;
  faults: FaultKind[];
  /** Seconds under load before the measured minutes begin (caches fill, code warms up). */
  warmUpSeconds: number;
  /** Memory, descriptors and latency over time: only for runs of 20 minutes or more. */
  resourceChecks: boolean;
  /** The longest a fault's window may last; undefined: the window is defined by events alone. */
  faultWindowLimitMs: number | undefined;
}

/** The per-session write limit's default (maps' LOCATION_WRITE_SESSION_RATE_LIMIT per 10 minutes). */
export const SESSION_WRITES_PER_10_MINUTES = 60;
/** Each session's share stays at half its limit, so bunching under load never reaches it. */
const SESSION_SHARE = 0.5;

/** Contributor sessions enough for `addsPerSecond` at half the per-session limit. */
export function contributorSessionsFor(addsPerSecond: number): number {
  const perSession = (SESSION_WRITES_PER_10_MINUTES * SESSION_SHARE) / 600;
  return Math.ceil(addsPerSecond / perSession);
}

export function fullProfile(minutes = 30): SoakProfile {
  return {
    name: 'full',
    minutes,
    maps: 20,
    seedLocations: 2000,
    contributorSessions: contributorSessionsFor(20),
    addsPerSecond: 20,
    deletesPerSecond: 18,
    editsPerSecond: 3,
    viewers: 1000,
    crowdedMapViewers: 500,
    viewerProcesses: 3,
    dataLoadsPerSecond: 5,
    exportEverySeconds: 30,
    importEverySeconds: 300,
    importRows: 1000,
    importMapViewers: 50,
    protectedMapViewers: 10,
    reviewedMapViewers: 10,
    faults: ['realtime', 'maps', 'gateway', 'nats', 'postgres'],
    warmUpSeconds: 60,
    resourceChecks: minutes >= 20,
    faultWindowLimitMs: 60_000,
  };
}

export function ciProfile(minutes = 3): SoakProfile {
  return {
    name: 'ci',
    minutes,
    maps: 5,
    seedLocations: 500,
    contributorSessions: contributorSessionsFor(5),
    addsPerSecond: 5,
    deletesPerSecond: 4,
    editsPerSecond: 1,
    viewers: 200,
    crowdedMapViewers: 100,
    viewerProcesses: 1,
    dataLoadsPerSecond: 2,
    exportEverySeconds: 30,
    importEverySeconds: 60,
    importRows: 1000,
    importMapViewers: 10,
    protectedMapViewers: 5,
    reviewedMapViewers: 5,
    faults: ['realtime'],
    warmUpSeconds: 0,
    resourceChecks: false,
    faultWindowLimitMs: undefined,
  };
}

/**
 * When each fault strikes, in ms from the start of the load: spaced evenly through the run with a
 * quiet stretch before the first and after the last.
 */
export function faultSchedule(profile: SoakProfile): Array<{ kind: FaultKind; atMs: number }> {
  const durationMs = profile.minutes * 60_000;
  const gap = durationMs / (profile.faults.length + 1);
  return profile.faults.map((kind, index) => ({ kind, atMs: Math.round(gap * (index + 1)) }));
}

/** How many viewers each public map gets: the crowded first map, the rest shared evenly. */
export function viewersPerMap(profile: SoakProfile): number[] {
  const others = profile.maps - 1;
  const rest = profile.viewers - profile.crowdedMapViewers;
  return [
    profile.crowdedMapViewers,
    ...Array.from(
      { length: others },
      (_, index) => Math.floor(rest / others) + (index < rest % others ? 1 : 0),
    ),
  ];
}

const isFaultKind = (name: string): name is FaultKind => (FAULT_KINDS as readonly string[]).includes(name);

/**
 * The command line: `--ci` for the small run, `--minutes N`, and `--faults a,b` to strike only those
 * (in that order; `--faults none` for none), so an operator can rehearse one fault under full load.
 */
export function parseSoakArgs(argv: string[]): SoakProfile {
  const valueOf = (flag: string) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? (argv[at + 1] ?? '') : undefined;
  };
  const minutesText = valueOf('--minutes');
  const minutes = minutesText === undefined ? undefined : Number(minutesText);
  if (minutes !== undefined && !(minutes > 0)) throw new Error('--minutes: a positive number of minutes');
  const profile = argv.includes('--ci') ? ciProfile(minutes) : fullProfile(minutes);
  const faultsText = valueOf('--faults');
  if (faultsText === undefined) return profile;
  const names = faultsText === 'none' ? [] : faultsText.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !isFaultKind(name));
  if (unknown.length > 0 || (names.length === 0 && faultsText !== 'none')) {
    throw new Error(`--faults: a comma-separated list of ${FAULT_KINDS.join(', ')}, or none`);
  }
  return { ...profile, faults: names.filter(isFaultKind) };
}
