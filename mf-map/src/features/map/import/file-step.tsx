import { IMPORT_FILE_ACCEPT, mapImportMessages } from '@groupmap/contracts';
import { Alert } from 'antd';
import { useId, type ChangeEvent } from 'react';

const text = mapImportMessages;

interface FileStepProps {
  reading: boolean;
  error: string | null;
  onFile: (file: File) => void;
}

/**
 * Step 1: the file. A plain file input under a visible label, so it is named for every assistive
 * technology and for tests; a file over 10 MB is refused here before it travels (the server checks
 * again), and "Reading the file..." shows while the server reads it.
 */
export function FileStep({ reading, error, onFile }: FileStepProps) {
  const inputId = useId();
  const hintId = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again, after a refusal, still fires a change.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className="import-dialog__step">
      <div className="import-dialog__file">
        <label htmlFor={inputId} className="import-dialog__label">
          {text.chooseFile}
        </label>
        <input
          id={inputId}
          type="file"
          accept={IMPORT_FILE_ACCEPT}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          disabled={reading}
          onChange={choose}
        />
        <p id={hintId} className="import-dialog__hint">
          {text.fileHint}
        </p>
      </div>
      {reading && <p role="status">{text.reading}</p>}
      {error && <Alert type="error" showIcon title={error} />}
    </div>
  );
}
