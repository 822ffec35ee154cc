// What the soak's driver processes (writers, viewers, loaders) and the soak itself say to each other
// over IPC, and the ledger of writes the final checks read. Times are on the clock every process on
// the machine shares (performance.timeOrigin + performance.now(), milliseconds since the epoch).

/** A request's outcome as the caller saw it. */
export type Outcome =
  /** 2xx: the platform acknowledged it. */
  | 'ack'
  /** 4xx: the platform refused it (counts as an error). */
  | 'refused'
  /** 5xx: the platform failed; whether it was written is unknown. */
  | 'failed'
  /** No answer (connection reset, timeout): whether it was written is unknown. */
  | 'lost';

/** One write the writers made, for the loss checks. */
export type LedgerEntry =
  | {
      kind: 'add';
      mapId: number;
      name: string;
      outcome: Outcome;
      id?: number;
      sentAt: number;
      doneAt: number;
    }
  | {
      kind: 'edit';
      mapId: number;
      id: number;
      name: string;
      outcome: Outcome;
      sentAt: number;
      doneAt: number;
    }
  | { kind: 'delete'; mapId: number; id: number; outcome: Outcome; sentAt: number; doneAt: number }
  /** A file import committed into its map: `ack` once it is done with every row written. */
  | { kind: 'import'; mapId: number; rows: number; outcome: Outcome; sentAt: number; doneAt: number };

/** A request that did not get a 2xx, for the error check (a refusal or 5xx counts as an error). */
export interface RequestError {
  what: string;
  outcome: Exclude<Outcome, 'ack'>;
  status?: number;
  detail?: string;
  sentAt: number;
  doneAt: number;
}

/** Per-second figures a driver sends; the soak adds them up into the report's timeline. */
export interface DriverTick {
  at: number;
  /** Requests by what they were ('add', 'delete', 'edit', 'load', 'export', ...): count and errors. */
  requests: Record<string, { count: number; errors: number }>;
  /** Durations of this second's requests by what they were, in ms (loads for the latency figure). */
  durations?: Record<string, number[]>;
  /** When the oldest request still waiting for its answer was sent (none: undefined). */
  oldestInFlight?: number;
  /** Viewers: live messages received, sockets (re)joined after a drop, and how many are joined now. */
  deliveries?: number;
  reconnects?: number;
  connected?: number;
  viewers?: number;
}

/** When the last viewer of one process had an added location (by its unique name). */
export interface Arrival {
  name: string;
  mapId: number;
  lastAt: number;
}

/** A viewer process's verdict on convergence, asked for at the end. */
export interface ConvergenceReport {
  viewers: number;
  connected: number;
  converged: number;
  /** A few viewers that did not hold what a fresh read shows, described. */
  mismatches: string[];
  /** Viewers that received a change whose sequence did not go up. */
  sequenceViolations: number;
  sequenceExamples: string[];
}

export type DriverMessage =
  | { type: 'ready' }
  | { type: 'tick'; tick: DriverTick }
  | { type: 'ledger'; entries: LedgerEntry[] }
  | { type: 'errors'; errors: RequestError[] }
  | { type: 'arrivals'; arrivals: Arrival[] }
  | { type: 'convergence'; report: ConvergenceReport }
  | { type: 'stopped' }
  | { type: 'fatal'; message: string };

export type ParentMessage<Start> =
  | { type: 'start'; config: Start }
  /** Writers and loaders: finish what is in flight, report it, then say `stopped`. */
  | { type: 'stop' }
  /** Viewers: wait until every viewer caught up with a fresh read, then report. */
  | { type: 'verify' };

export const now = (): number => performance.timeOrigin + performance.now();
