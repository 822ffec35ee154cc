import { importMappingError, type ImportMapping } from '@groupmap/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { cancelImport } from '../api/cancel-import';
import { commitImport } from '../api/commit-import';
import { createImport, type ImportPreview } from '../api/create-import';
import type { ImportProgress } from '../api/get-import';
import { previewImportMapping } from '../api/preview-import-mapping';
import { importFileRefusal, mappingChangeRequest, type MappingChange } from './import-checks';

/**
 * The pending part of an import, before its commit: the file sent and read, its preview, and the
 * owner's mapping as edited (`draft`), checked here with the contracts' rule before each change is
 * sent, so a mistake shows at once and costs no request. Every write is a react-query mutation; a
 * failure's text is the mutation's error, shown inline (a modal dialog hides the page's toasts from
 * assistive technology).
 */
export function useImportFlow(mapId: number, onCommitted: (progress: ImportProgress) => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [draft, setDraft] = useState<ImportMapping | null>(null);
  // Answers can overtake each other: only the one for the latest mapping is shown.
  const latest = useRef<ImportMapping | null>(null);

  const upload = useMutation({
    mutationFn: (file: File) => createImport(mapId, file),
    onSuccess: (answer) => {
      latest.current = answer.mapping;
      setPreview(answer);
      setDraft(answer.mapping);
    },
  });
  const remap = useMutation({
    mutationFn: ({ importId, mapping }: MappingChange) => previewImportMapping(mapId, importId, mapping),
    onSuccess: (answer, { mapping }) => {
      if (mapping === latest.current) setPreview(answer);
    },
  });
  const commit = useMutation({
    mutationFn: ({ importId, mapping }: MappingChange) => commitImport(mapId, importId, mapping),
    onSuccess: onCommitted,
  });
  const discard = useMutation({ mutationFn: (importId: string) => cancelImport(mapId, importId) });

  const mappingError = preview && draft ? importMappingError(draft, preview.columns, preview.format) : null;

  const chooseFile = (file: File) => {
    upload.reset();
    const refused = importFileRefusal(file);
    setRefusal(refused);
    if (refused === null) upload.mutate(file);
  };

  const changeMapping = (mapping: ImportMapping) => {
    if (!preview) return;
    latest.current = mapping;
    setDraft(mapping);
    remap.reset();
    const request = mappingChangeRequest(preview, mapping);
    if (request) remap.mutate(request);
  };

  const start = () => {
    if (preview && draft && mappingError === null) commit.mutate({ importId: preview.id, mapping: draft });
  };

  /** Drops the pending preview on the server (closing or "Cancel"); the request goes on after unmount. */
  const abandon = () => {
    if (preview) discard.mutate(preview.id);
  };

  const reset = () => {
    setPreview(null);
    setDraft(null);
    setRefusal(null);
    upload.reset();
  };

  return {
    preview,
    draft,
    mappingError,
    fileError: refusal ?? upload.error?.message ?? null,
    reading: upload.isPending,
    updating: remap.isPending,
    remapError: remap.error?.message ?? null,
    starting: commit.isPending,
    startError: commit.error?.message ?? null,
    chooseFile,
    changeMapping,
    start,
    abandon,
    reset,
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
