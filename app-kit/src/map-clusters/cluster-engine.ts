import type { ClusterAnswer, ClusterOptions, ClusterRequest, ClusterServiceScope } from './cluster-protocol';
import { runClusterService } from './cluster-service';
import { clusterWorkerSource } from './cluster-worker-source';

/** A request as the engine's callers write it: the engine numbers it. */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

/** One set of points as the engine indexes it: its generation, and when it can be queried. */
export interface IndexedPoints {
  generation: number;
  /** Settles once the index can be queried. */
  ready: Promise<void>;
}

interface Pending {
  request: ClusterRequest;
  resolve: (answer: ClusterAnswer) => void;
  reject: (error: Error) => void;
}

/** Where requests go: the worker, or the service run in the page when no worker can start. */
interface Channel {
  post(request: ClusterRequest): void;
  close(): void;
}

function startWorker(onAnswer: (answer: ClusterAnswer) => void, onFailure: () => void): Channel | undefined {
  if (
    typeof Worker === 'undefined' ||
    typeof Blob === 'undefined' ||
    typeof URL.createObjectURL !== 'function'
  )
    return undefined;
  const url = URL.createObjectURL(new Blob([clusterWorkerSource()], { type: 'text/javascript' }));
  try {
    const worker = new Worker(url, { name: 'groupmap-clusters' });
    worker.onmessage = (event: MessageEvent<ClusterAnswer>) => onAnswer(event.data);
    // A worker that cannot start (a policy refusing blob: workers, a script error) reports here.
    worker.onerror = (event) => {
      event.preventDefault();
      onFailure();
    };
    return {
      post: (request) => worker.postMessage(request),
      close: () => worker.terminate(),
    };
  } catch {
    return undefined;
  } finally {
    // The worker has taken its script when the constructor returns; the URL is no longer needed.
    URL.revokeObjectURL(url);
  }
}

/**
 * The same service in the page: supercluster is loaded as a chunk of its own only then, so the
 * usual page does not carry it twice. Requests are answered on a later task, as a worker would.
 */
function startInPage(onAnswer: (answer: ClusterAnswer) => void): Channel {
  const scope: ClusterServiceScope = { onmessage: null, postMessage: (answer) => onAnswer(answer) };
  const service = import(/* webpackChunkName: "clusters-in-page" */ 'supercluster').then(
    ({ default: Supercluster }) => runClusterService(scope, Supercluster),
  );
  let closed = false;
  return {
    post: (request) => {
      void service.then(() => setTimeout(() => !closed && scope.onmessage?.({ data: request }), 0));
    },
    close: () => {
      closed = true;
    },
  };
}

/**
 * The page's side of the clustering worker (issue 28: building the index of 10,000 locations took
 * the main thread for a long task). It lives in app-kit's lazy `map-clusters` chunk, so the shell
 * can start it and index a map's list before the map remote's code has arrived. Requests are
 * answered in the order sent. If the worker fails (it never started, or it broke), the engine
 * carries on in the page: it loads the last index there again and re-sends what had no answer, so
 * a map always draws.
 */
export class ClusterEngine {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private lastLoad: ClusterRequest | undefined;
  private channel: Channel;
  private inPage = false;
  private closedByPage = false;
  private generations = 0;
  private lastIndexed: (IndexedPoints & { key: object; options: ClusterOptions }) | undefined;

  constructor({ useWorker = true } = {}) {
    const worker = useWorker
      ? startWorker(
          (answer) => this.receive(answer),
          () => this.fallBack(),
        )
      : undefined;
    this.channel = worker ?? this.startInPage();
  }

  /** Whether `close` was called: the shell then starts another engine for the next map. */
  get closed(): boolean {
    return this.closedByPage;
  }

  /**
   * Indexes a set of locations once: `key` is the array they came in, and asking again with the same
   * array and options answers the build already under way (the shell starts it as the list arrives,
   * and the map page asks for the same list when its code has come; issue 28). A new array is a new
   * generation, which replaces the previous index. `points` is called only for a new build.
   */
  index(key: object, options: ClusterOptions, points: () => Float64Array): IndexedPoints {
    const last = this.lastIndexed;
    if (last && last.key === key && last.options === options)
      return { generation: last.generation, ready: last.ready };
    const generation = (this.generations += 1);
    const ready = this.load(generation, options, points());
    this.lastIndexed = { key, options, generation, ready };
    return { generation, ready };
  }

  /** Builds the index of `points` (id, longitude, latitude per point) as `generation`. */
  load(generation: number, options: ClusterOptions, points: Float64Array): Promise<void> {
    return this.send({ kind: 'load', generation, options, points }).then(() => undefined);
  }

  /** The items inside `bbox` at `zoom`, packed (cluster-protocol.ts), or undefined once replaced. */
  async items(generation: number, bbox: number[], zoom: number): Promise<Float64Array | undefined> {
    const answer = await this.send({ kind: 'items', generation, bbox, zoom });
    return answer.kind === 'items' ? answer.items : undefined;
  }

  async expansionZoom(generation: number, clusterId: number): Promise<number | undefined> {
    const answer = await this.send({ kind: 'expansionZoom', generation, clusterId });
    return answer.kind === 'expansionZoom' ? answer.zoom : undefined;
  }

  /** [location id, cluster id] for every location inside `clusterIds`, packed; undefined once replaced. */
  async leaves(generation: number, clusterIds: number[]): Promise<Float64Array | undefined> {
    const answer = await this.send({ kind: 'leaves', generation, clusterIds });
    return answer.kind === 'leaves' ? answer.pairs : undefined;
  }

  /** Stops the worker; what is still unanswered never settles (its page is gone). */
  close(): void {
    this.closedByPage = true;
    this.pending.clear();
    this.channel.close();
  }

  private send(unnumbered: Unnumbered<ClusterRequest>): Promise<ClusterAnswer> {
    const request = { ...unnumbered, id: this.nextId++ } as ClusterRequest;
    if (request.kind === 'load') this.lastLoad = request;
    return new Promise((resolve, reject) => {
      if (this.closedByPage) return;
      this.pending.set(request.id, { request, resolve, reject });
      this.channel.post(request);
    });
  }

  private receive(answer: ClusterAnswer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if (answer.kind === 'failed') pending.reject(new Error(`clustering failed: ${answer.message}`));
    else pending.resolve(answer);
  }

  private startInPage(): Channel {
    this.inPage = true;
    return startInPage((answer) => this.receive(answer));
  }

  private fallBack(): void {
    if (this.inPage || this.closedByPage) return;
    console.warn('The clustering worker stopped; clustering continues in the page.');
    this.channel.close();
    this.channel = this.startInPage();
    // In the order first sent: the last load before the queries about it.
    const unanswered = [...this.pending.values()].map(({ request }) => request);
    if (this.lastLoad && !this.pending.has(this.lastLoad.id)) this.channel.post(this.lastLoad);
    for (const request of unanswered) this.channel.post(request);
  }
}
