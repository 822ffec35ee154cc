import type { ApiSchema, ImportFormat } from '@groupmap/contracts';

/** One row of a spreadsheet or one feature of a geographic file. */
export interface ParsedRecord {
  /**
   * CSV: the spreadsheet row number (header row = 1, first data row = 2, counting records, not
   * physical lines, so a quoted value with newlines is one row). Geo formats: the 1-based feature
   * number in file order.
   */
  row: number;
  /** Column or property name -> text value (trimmed). Only non-empty values are present. */
  values: Record<string, string>;
  /** The feature's point for GeoJSON/KML/KMZ/GPX (null when the feature has no geometry); always null for CSV. */
  point: { latitude: number; longitude: number } | null;
}

/** A row the parser skipped, and why (a contract message). */
export type ParseProblem = ApiSchema<'ImportProblem'>;

/** What an import file holds, before any mapping or geocoding. */
export interface ParsedFile {
  format: ImportFormat;
  /**
   * Column names in file order: the CSV header (trimmed; an empty header becomes "Column N"; a
   * repeated one gets " (2)", " (3)"), or the union of feature property names in order of first
   * appearance.
   */
  columns: string[];
  records: ParsedRecord[];
  /** Rows skipped while parsing, e.g. a LineString feature. */
  problems: ParseProblem[];
}
