import { TEXT_LIMITS, type ApiSchema, type ImportMapping, type PlanId } from '@groupmap/contracts';
import type { ImportProblem, StoredImport } from '../db/import-repository';
import type { ImportRecordRow } from '../db/import-row-repository';
import { mapRecord, type ImportCandidate } from './map-record';
import { importPlanProblem, newFieldsAllowed } from './plan-problem';

export type ImportPreview = ApiSchema<'ImportPreview'>;

/** The answer lists at most this many skipped rows (openapi ImportPreview.problems). */
export const PROBLEMS_SHOWN = 500;
const SAMPLE_ROWS = 5;

/** The sample shows each value as read, cut at the longest value a location may hold. */
const sampleValues = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values).map(([column, value]) => [column, value.slice(0, TEXT_LIMITS.customValue)]),
  );

/** What the file's records become under a mapping: the candidates, and the skipped rows with why. */
export interface MappedRecords {
  candidates: { row: number; candidate: ImportCandidate }[];
  problems: ImportProblem[];
}

export function mapRecords(
  records: readonly ImportRecordRow[],
  stored: Pick<StoredImport, 'mapping' | 'format' | 'parseProblems'>,
  mapping: ImportMapping = stored.mapping,
): MappedRecords {
  const candidates: MappedRecords['candidates'] = [];
  const problems: ImportProblem[] = [...stored.parseProblems];
  for (const record of records) {
    const outcome = mapRecord(record, mapping, stored.format);
    if ('candidate' in outcome) candidates.push({ row: record.row, candidate: outcome.candidate });
    else problems.push({ row: record.row, reason: outcome.problem });
  }
  problems.sort((a, b) => a.row - b.row);
  return { candidates, problems };
}

export interface PreviewContext {
  plan: PlanId;
  /** The map's custom fields and how many locations it holds now. */
  fields: string[];
  locationCount: number;
}

/** The preview of a pending import (openapi ImportPreview): nothing is written to the map. */
export function importPreview(
  stored: StoredImport,
  records: readonly ImportRecordRow[],
  context: PreviewContext,
): ImportPreview {
  const { candidates, problems } = mapRecords(records, stored);
  const planProblem = importPlanProblem(context.plan, context, stored.mapping, candidates.length);
  return {
    id: stored.id,
    format: stored.format,
    fileName: stored.fileName,
    status: stored.status,
    rows: stored.rowCount,
    ready: candidates.length,
    toGeocode: candidates.filter(({ candidate }) => candidate.latitude === null).length,
    problems: problems.slice(0, PROBLEMS_SHOWN),
    problemCount: problems.length,
    mapping: stored.mapping,
    columns: stored.columns,
    sample: records.slice(0, SAMPLE_ROWS).map(({ row, values }) => ({ row, values: sampleValues(values) })),
    fields: context.fields,
    newFieldsAllowed: newFieldsAllowed(context.plan, context.fields),
    limitProblem: planProblem?.message ?? null,
  };
}
