import {
  IMPORT_MAX_BYTES,
  type ImportMapping,
  importMappingError,
  mapImportErrors,
} from '@groupmap/contracts';
import type { ImportPreview } from '../api/create-import';

/** A file the browser refuses before sending it (the server checks again), or null. */
export function importFileRefusal(file: Pick<File, 'size'>): string | null {
  return file.size > IMPORT_MAX_BYTES ? mapImportErrors.importFileTooLarge : null;
}

export interface MappingChange {
  importId: string;
  mapping: ImportMapping;
}

/**
 * The PATCH a mapping change needs: none while the contracts' rule finds it wrong (the dialog shows
 * that at once and asks the server nothing), else one request per change.
 */
export function mappingChangeRequest(preview: ImportPreview, mapping: ImportMapping): MappingChange | null {
  return importMappingError(mapping, preview.columns, preview.format) === null
    ? { importId: preview.id, mapping }
    : null;
}
