import { mapImportErrors } from '@groupmap/contracts';

/**
 * The one answer from 500 on whose own words the import dialog shows (issue 19): every parser of the
 * replica is busy, and the text tells the owner when to try again. Every import call passes it to
 * app-kit's `result`; a failure then rejects with the text the dialog shows inline.
 */
export const IMPORT_OWN_WORDS = { ownWords: [mapImportErrors.importsBusy] } as const;
