import { formatMessage, isFinalImportStatus, mapImportErrors, mapImportMessages } from '@groupmap/contracts';
import { Alert, Progress } from 'antd';
import { useId } from 'react';
import type { ImportProgress } from '../api/get-import';
import { ProblemList } from './problem-list';
import { formatTimeLeft } from './time-left';
import { useFocusOnStage } from './use-focus-on-stage';

const text = mapImportMessages;
const PERCENT = 100;

interface ProgressStepProps {
  /** Undefined until the first answer after the page (re)opened. */
  progress: ImportProgress | undefined;
  cancelling: boolean;
  /** Why "Cancel import" failed (409 once the final transaction has begun), or null. */
  cancelError: string | null;
  onCancel: () => void;
  onClose: () => void;
  onAnother: () => void;
}

/**
 * Step 3: the committed import, polled every second by the page. While it runs: the bar, "n of m
 * rows", the estimate and that the owner may leave; then what it came to (done with the rows it
 * skipped, failed with why, or cancelled).
 */
export function ProgressStep({ progress, ...actions }: ProgressStepProps) {
  const final = progress !== undefined && isFinalImportStatus(progress.status);
  const step = useFocusOnStage<HTMLDivElement>(progress === undefined ? 'waiting' : String(final));
  return (
    <div ref={step} tabIndex={-1} className="import-dialog__step">
      {progress === undefined ? (
        <p role="status">{text.importing}</p>
      ) : final ? (
        <ImportOutcome progress={progress} {...actions} />
      ) : (
        <ImportRunning progress={progress} {...actions} />
      )}
    </div>
  );
}

type StageProps = Omit<ProgressStepProps, 'progress'> & { progress: ImportProgress };

function ImportRunning({ progress, cancelling, cancelError, onCancel }: StageProps) {
  const { done, total, secondsLeft } = progress;
  const count = formatMessage(text.progress, { done, total });
  return (
    <>
      <p>{text.importing}</p>
      <Progress
        percent={total > 0 ? Math.floor((done / total) * PERCENT) : 0}
        showInfo={false}
        aria-label={count}
      />
      <p>{count}</p>
      {secondsLeft !== null && <p>{formatMessage(text.estimate, { time: formatTimeLeft(secondsLeft) })}</p>}
      <p className="import-dialog__hint">{text.leaveHint}</p>
      {cancelError && <Alert type="error" showIcon title={cancelError} />}
      <div className="gm-dialog__actions">
        <button
          type="button"
          className="gm-button gm-button--secondary"
          disabled={cancelling}
          aria-busy={cancelling}
          onClick={onCancel}
        >
          {text.cancelImport}
        </button>
      </div>
    </>
  );
}

function ImportOutcome({ progress, onClose, onAnother }: StageProps) {
  const skippedId = useId();
  const { status, problems, problemCount } = progress;
  const imported = progress.imported ?? 0;
  return (
    <>
      {status === 'done' && (
        <>
          <p role="status" className="import-dialog__summary">
            {imported === 1 ? text.doneOne : formatMessage(text.done, { n: imported })}
          </p>
          {problemCount > 0 && (
            <section>
              <h3 id={skippedId} className="import-dialog__heading">
                {problemCount === 1 ? text.skippedOne : formatMessage(text.skipped, { n: problemCount })}
              </h3>
              <ProblemList problems={problems} problemCount={problemCount} labelledBy={skippedId} />
            </section>
          )}
        </>
      )}
      {status === 'failed' && (
        <Alert type="error" showIcon title={progress.error ?? mapImportErrors.importFailed} />
      )}
      {status === 'cancelled' && <p role="status">{text.cancelled}</p>}
      <div className="gm-dialog__actions">
        <button type="button" className="gm-button gm-button--secondary" onClick={onAnother}>
          {text.importAnother}
        </button>
        <button type="button" className="gm-button" onClick={onClose}>
          {text.close}
        </button>
      </div>
    </>
  );
}
