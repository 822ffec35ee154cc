import { mapImportErrors } from '@groupmap/contracts';
import { HttpError } from '@groupmap/svc-kit/http-error';
import { writeFileSync } from 'node:fs';
import workerpool from 'workerpool';
import { parseImportFile } from '../parse';
import { storedPreviewBytes } from '../stored-preview-bytes';
import { PARSE_METHOD, PARSE_STARTED, type ParseOutcome, type ParseTask } from './parse-task';

const OOM_SCORE_ADJ_MAX = 1000;

/**
 * The parsing process of the import parser (import-parser.ts): a file that is slow or large to read
 * holds up no request of the service, and one that exhausts this process's heap ends only this
 * process. A refusal goes back as its message; a RangeError (a stack overflowed by nesting, an array
 * past V8's size) means the file is too complex; anything else is a fault of ours and is thrown, to
 * be answered 500 and logged by the service.
 */
function parseImport({ bytes, fileName }: ParseTask): ParseOutcome {
  workerpool.workerEmit(PARSE_STARTED);
  try {
    const parsed = parseImportFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName);
    return { kind: 'parsed', parsed, storedBytes: storedPreviewBytes(parsed.records) };
  } catch (error) {
    if (error instanceof HttpError) return { kind: 'refused', message: error.message };
    if (error instanceof RangeError) return { kind: 'refused', message: mapImportErrors.importTooComplex };
    throw error;
  }
}

/**
 * Should the container run short of memory mid-parse, the kernel ends this process rather than the
 * service: a process may always raise its own OOM score. Where /proc cannot be written, nothing changes.
 */
function yieldFirstUnderMemoryPressure(): void {
  try {
    writeFileSync('/proc/self/oom_score_adj', String(OOM_SCORE_ADJ_MAX));
  } catch {
    // Not Linux, or a sandbox without procfs: the heap limit alone bounds the process.
  }
}

yieldFirstUnderMemoryPressure();
workerpool.worker({ [PARSE_METHOD]: parseImport });
