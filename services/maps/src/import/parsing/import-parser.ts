import { mapImportErrors } from '@groupmap/contracts';
import { httpError, type Logger } from '@groupmap/svc-kit';
import workerpool from 'workerpool';
import type { ParsedFile } from '../parse';
import { refuseFile } from '../parse/refuse-file';
import { PARSE_METHOD, PARSE_STARTED, type ParseOutcome, type ParseTask } from './parse-task';
import { workerScript } from '../../worker-script';

export interface ImportParserOptions {
  /** Parsing processes at once (IMPORT_PARSE_WORKERS). */
  workers: number;
  /** How long one file may take once a process starts on it (IMPORT_PARSE_TIMEOUT_MS). */
  timeoutMs: number;
  /** The V8 heap a parsing process may grow to (IMPORT_PARSE_HEAP_MB). */
  heapMb: number;
  /** Uploads that may wait for a process; the next is refused as busy (IMPORT_PARSE_QUEUE). */
  maxWaiting: number;
  logger: Logger;
  /**
   * Start the processes now rather than at the first upload: tests, so the start overlaps their
   * set-up (from TypeScript sources it takes a second or two).
   */
  warm?: boolean;
  /** Called as a process starts on a file: tests see that parsing is under way. */
  onParseStarted?: () => void;
}

export interface ParsedImport {
  parsed: ParsedFile;
  /** About what its preview rows take in the database (stored-preview-bytes.ts). */
  storedBytes: number;
}

export interface ImportParser {
  /** The file's rows; a 400 for a file it will not read, 503 when every process and the queue are taken. */
  parse(file: { bytes: Buffer; fileName: string }): Promise<ParsedImport>;
  close(): Promise<void>;
}

/**
 * The longest an upload waits in the queue for a process. With a file's own time limit it stays
 * under the gateway's 30 s upstream timeout, so a queued upload is answered "busy", never timed out.
 */
const MAX_WAIT_MS = 15_000;
const RETRY_AFTER_SECONDS = 60;

const tooComplex = () => refuseFile(mapImportErrors.importTooComplex);
const busy = () =>
  httpError('service_unavailable', mapImportErrors.importsBusy, {
    'Retry-After': String(RETRY_AFTER_SECONDS),
  });

/** workerpool's rejection when the process running a task died (here: its heap limit, a V8 abort). */
const diedMidTask = (error: unknown) =>
  error instanceof Error && /terminated unexpectedly/i.test(error.message);

/**
 * Parses import files off the service's thread (issue 19), in child processes (workerpool): each
 * with its own heap limit, and a time limit per file from the moment a process starts on it. A
 * process past either is ended and replaced, and the upload is refused as "too complex"; a file the
 * parser refuses keeps its own message. Processes rather than worker threads: a worker thread that
 * reaches its heap limit can abort the whole process (nodejs/node#47224), a child only itself.
 * Buffers are outside the heap limit: the read-time caps of the parsers bound them.
 */
export function createImportParser(options: ImportParserOptions): ImportParser {
  const script = workerScript(__dirname, 'parse-import.worker');
  const log = options.logger.child({ component: 'import-parser' });
  const pool = workerpool.pool(script.filename, {
    workerType: 'process',
    // Started at a replica's first upload (about 0.2 s from the bundle) and kept from then on: most
    // replicas of a busy platform seldom parse a file, and none pays for an idle process before it does.
    minWorkers: options.warm ? options.workers : 0,
    maxWorkers: options.workers,
    // Never reached: `admitted` below refuses first. Only a backstop.
    maxQueueSize: options.maxWaiting + options.workers,
    workerTerminateTimeout: 1000,
    // Read and dropped: a process ended by its heap limit prints V8's report, and the service logs
    // the event as one structured line instead.
    emitStdStreams: true,
    forkOpts: {
      execArgv: [...script.execArgv, `--max-old-space-size=${options.heapMb}`],
      // Buffers cross as bytes, not as JSON arrays of numbers.
      serialization: 'advanced',
    },
  });
  // Counted here rather than read from workerpool's errors: a full queue must be told apart from a
  // process that failed.
  let admitted = 0;

  async function parse(file: { bytes: Buffer; fileName: string }): Promise<ParsedImport> {
    if (admitted >= options.workers + options.maxWaiting) throw busy();
    admitted += 1;
    // Why this upload was stopped, if it was: waiting too long, or parsing too long.
    const stopped = { reason: null as 'busy' | 'too-complex' | null };
    let timer: NodeJS.Timeout | undefined;
    const task: ParseTask = { bytes: file.bytes, fileName: file.fileName };
    const running = pool.exec(PARSE_METHOD, [task], {
      on: (event: unknown) => {
        if (event !== PARSE_STARTED) return;
        clearTimeout(timer);
        timer = setTimeout(() => stop('too-complex'), options.timeoutMs);
        options.onParseStarted?.();
      },
    });
    const stop = (reason: 'busy' | 'too-complex') => {
      stopped.reason = reason;
      // A queued task leaves the queue; a running one has its process ended (then replaced).
      running.cancel();
    };
    timer = setTimeout(() => stop('busy'), MAX_WAIT_MS);
    try {
      const outcome = (await running) as ParseOutcome;
      if (outcome.kind === 'refused') throw refuseFile(outcome.message);
      return { parsed: outcome.parsed, storedBytes: outcome.storedBytes };
    } catch (error) {
      if (stopped.reason === 'busy') throw busy();
      if (stopped.reason === 'too-complex' || diedMidTask(error)) {
        log.warn(
          { fileName: file.fileName, bytes: file.bytes.length, reason: stopped.reason ?? 'died' },
          'import file too complex',
        );
        throw tooComplex();
      }
      throw error;
    } finally {
      clearTimeout(timer);
      admitted -= 1;
    }
  }

  return { parse, close: async () => void (await pool.terminate(true)) };
}
