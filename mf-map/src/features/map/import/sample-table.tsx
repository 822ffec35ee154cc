import { type ApiSchema, mapImportMessages } from '@groupmap/contracts';
import { useId } from 'react';

interface SampleTableProps {
  columns: readonly string[];
  sample: ApiSchema<'ImportPreview'>['sample'];
}

/**
 * The first rows as the server decoded them, so the owner sees whether accents and separators read
 * right. A wide file scrolls sideways inside a focusable region, so keyboards can scroll it too.
 */
export function SampleTable({ columns, sample }: SampleTableProps) {
  const captionId = useId();
  if (sample.length === 0) return null;
  return (
    <div className="import-dialog__sample" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{mapImportMessages.sample}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sample.map(({ row, values }) => (
            <tr key={row}>
              {columns.map((column) => (
                <td key={column}>{values[column] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
