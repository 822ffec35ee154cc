import type { ImportFormat } from '@groupmap/contracts';
import { featurePoint } from './feature-point';
import { featureValues } from './feature-values';
import type { GeoFeature } from './geo-feature';
import type { ParsedFile, ParsedRecord, ParseProblem } from './parsed-file';

/**
 * The records of a geographic file, numbered by feature (1-based, file order). Features that are not
 * usable points become problems; the columns are the property names of the records, in order of
 * first appearance, so the mapping only offers columns that hold a value.
 */
export function featuresToRecords(format: ImportFormat, features: GeoFeature[]): ParsedFile {
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
    for (const name of Object.keys(values)) columns.add(name);
    records.push({ row, values, point });
  });
  return { format, columns: [...columns], records, problems };
}
