import { formatMessage, mapImportMessages } from '@groupmap/contracts';
import { Alert } from 'antd';
import { useId } from 'react';
import type { ImportFlow } from './use-import-flow';
import { MappingEditor } from './mapping-editor';
import { ProblemList } from './problem-list';
import { SampleTable } from './sample-table';
import { useFocusOnStage } from './use-focus-on-stage';

const text = mapImportMessages;

/** "Import 12 locations", or the singular for one. */
export const startLabel = (ready: number) =>
  ready === 1 ? text.startImportOne : formatMessage(text.startImport, { n: ready });

interface PreviewStepProps {
  flow: Pick<
    ImportFlow,
    | 'draft'
    | 'mappingError'
    | 'updating'
    | 'remapError'
    | 'starting'
    | 'startError'
    | 'changeMapping'
    | 'start'
  > & { preview: NonNullable<ImportFlow['preview']> };
  onCancel: () => void;
}

/**
 * Step 2: what the file holds under the current mapping (rows ready, rows to place by address, the
 * plan's limit if they would not fit), the mapping itself, the first rows as read and the rows that
 * will be skipped. Import stays disabled while nothing is ready, the plan's limit is in the way, the
 * mapping is wrong or its new preview is on its way.
 */
export function PreviewStep({ flow, onCancel }: PreviewStepProps) {
  const problemsId = useId();
  const summary = useFocusOnStage<HTMLParagraphElement>('preview');
  const { preview, draft, mappingError } = flow;
  const problem = mappingError ?? flow.remapError ?? flow.startError;
  const blocked =
    preview.ready === 0 || preview.limitProblem !== null || mappingError !== null || flow.remapError !== null;
  return (
    <div className="import-dialog__step">
      <div role="status" aria-busy={flow.updating}>
        <p ref={summary} tabIndex={-1} className="import-dialog__summary">
          {formatMessage(text.readyRows, { ready: preview.ready, rows: preview.rows })}
        </p>
        {preview.toGeocode > 0 && (
          <p>
            {preview.toGeocode === 1
              ? text.toGeocodeOne
              : formatMessage(text.toGeocode, { n: preview.toGeocode })}
          </p>
        )}
      </div>
      {preview.limitProblem && <Alert type="error" showIcon title={preview.limitProblem} />}
      {draft && (
        <MappingEditor
          preview={preview}
          mapping={draft}
          disabled={flow.starting}
          onChange={flow.changeMapping}
        />
      )}
      {problem && <Alert type="error" showIcon title={problem} />}
      <SampleTable columns={preview.columns} sample={preview.sample} />
      {preview.problemCount > 0 && (
        <section>
          <h3 id={problemsId} className="import-dialog__heading">
            {text.problems}
          </h3>
          <ProblemList
            problems={preview.problems}
            problemCount={preview.problemCount}
            labelledBy={problemsId}
          />
        </section>
      )}
      <div className="gm-dialog__actions">
        <button type="button" className="gm-button gm-button--secondary" onClick={onCancel}>
          {text.cancel}
        </button>
        <button
          type="button"
          className="gm-button"
          disabled={blocked || flow.updating || flow.starting}
          aria-busy={flow.starting}
          onClick={flow.start}
        >
          {startLabel(preview.ready)}
        </button>
      </div>
    </div>
  );
}
