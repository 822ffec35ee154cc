import { themeTokens } from '@groupmap/app-kit';
import { isFinalImportStatus, mapImportMessages } from '@groupmap/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { RefObject } from 'react';
import { cancelImport } from '../api/cancel-import';
import type { MapDetails } from '../api/get-map';
import { importProgressQueryKey } from '../api/get-import';
import { PageDialog } from '../components/page-dialog';
import type { RunningImport } from '../hooks/use-running-import';
import { FileStep } from './file-step';
import './import-dialog.css';
import { PreviewStep } from './preview-step';
import { ProgressStep } from './progress-step';
import { useImportFlow } from './use-import-flow';

export interface ImportDialogProps {
  map: Pick<MapDetails, 'id' | 'permalink'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
  /** The committed import the page follows (polled there, so it carries on while this is closed). */
  running: RunningImport;
}

/**
 * "Import locations" (issue 13, Import): file, preview and mapping, then progress. Closing it (the
 * close button, Escape, a click outside, "Cancel") drops a pending preview on the server; while an
 * import runs it only hides the dialog and the import carries on; once the import is final it is
 * forgotten. antd's pop-ups open inside the dialog, where Radix lets the pointer and focus reach them.
 */
export default function ImportDialog({ map, open, onOpenChange, opener, running }: ImportDialogProps) {
  const queryClient = useQueryClient();
  const flow = useImportFlow(map.id, running.follow);
  const cancelRunning = useMutation({
    mutationFn: (importId: string) => cancelImport(map.id, importId),
    onSuccess: (answer) => queryClient.setQueryData(importProgressQueryKey(map.id, answer.id), answer),
  });
  const { importId, progress } = running;

  const close = () => {
    if (importId !== null) {
      if (progress && isFinalImportStatus(progress.status)) running.forget();
    } else {
      flow.abandon();
    }
    onOpenChange(false);
  };

  // Radix hears Escape first (capture): while a Select's list is open, Escape only closes the list.
  const escapeClosesListFirst = (event: KeyboardEvent) => {
    if (event.target instanceof Element && event.target.getAttribute('aria-expanded') === 'true') {
      event.preventDefault();
    }
  };

  const another = () => {
    running.forget();
    flow.reset();
  };

  return (
    <PageDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={mapImportMessages.importLocations}
      opener={opener}
      width="wide"
      onEscapeKeyDown={escapeClosesListFirst}
    >
      <ConfigProvider
        theme={{ token: themeTokens }}
        getPopupContainer={(trigger) => trigger?.parentElement ?? document.body}
      >
        {importId !== null ? (
          <ProgressStep
            progress={progress}
            cancelling={cancelRunning.isPending}
            cancelError={cancelRunning.error?.message ?? null}
            onCancel={() => cancelRunning.mutate(importId)}
            onClose={close}
            onAnother={another}
          />
        ) : flow.preview ? (
          <PreviewStep flow={{ ...flow, preview: flow.preview }} onCancel={close} />
        ) : (
          <FileStep reading={flow.reading} error={flow.fileError} onFile={flow.chooseFile} />
        )}
      </ConfigProvider>
    </PageDialog>
  );
}
