import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, type ImportFormat } from '@groupmap/contracts';
import { featurePoint } from './feature-point';
import { featureValues } from './feature-values';
import type { GeoFeature } from './geo-feature';
import type { ParsedFile, ParsedRecord, ParseProblem } from './parsed-file';
import { tooManyColumns, tooManyRows } from './size-caps';

/**
 * The records of a geographic file, numbered by feature (1-based, file order). Features that are not
 * usable points become problems; the columns are the property names of the records, in order of
 * first appearance, so the mapping only offers columns that hold a value. Past 10,000 features or
 * at the 201st property name the file is refused before any more is read.
 */
export function featuresToRecords(format: ImportFormat, features: GeoFeature[]): ParsedFile {
  if (features.length > IMPORT_MAX_ROWS) throw tooManyRows();
  const records: ParsedRecord[] = [];
  const problems: ParseProblem[] = [];
  const columns = new Set<string>();
  features.forEach((feature, index) => {
    const row = index + 1;
    const point = featurePoint(feature);
    if (point && 'problem' in point) {
      problems.push({ row, reason: point.problem });
      return;
    }
    const values = featureValues(feature.properties);
    for (const name of Object.keys(values)) {
      columns.add(name);
      if (columns.size > IMPORT_MAX_COLUMNS) throw tooManyColumns();
    }
    records.push({ row, values, point });
  });
  return { format, columns: [...columns], records, problems };
}
