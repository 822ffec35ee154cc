import type { ParsedFile } from '../parse';

/** What the parsing process is given: the uploaded file. */
export interface ParseTask {
  bytes: Uint8Array;
  fileName: string;
}

/** The name the parsing process registers its function under. */
export const PARSE_METHOD = 'parseImport';

/** Emitted by the parsing process as it takes a file up; the time limit runs from then. */
export const PARSE_STARTED = 'started';

/**
 * The parsing process's answer. A refusal carries its contract message rather than the HttpError
 * itself: errors cross the process boundary as plain objects, without their class or status.
 */
export type ParseOutcome =
  { kind: 'parsed'; parsed: ParsedFile; storedBytes: number } | { kind: 'refused'; message: string };
