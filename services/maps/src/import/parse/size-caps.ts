import { formatMessage, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, mapImportErrors } from '@groupmap/contracts';
import { refuseFile } from './refuse-file';

/**
 * The refusals of a file past the import's caps. Each reader applies them while it reads (at the
 * 201st column or the 10,001st row) rather than after, so a hostile file costs no more than the cap.
 */
export const tooManyRows = () =>
  refuseFile(
    formatMessage(mapImportErrors.importTooManyRows, { n: IMPORT_MAX_ROWS.toLocaleString('en-US') }),
  );

export const tooManyColumns = () =>
  refuseFile(formatMessage(mapImportErrors.importTooManyColumns, { n: IMPORT_MAX_COLUMNS }));
