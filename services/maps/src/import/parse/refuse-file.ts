import { badRequest } from '@groupmap/svc-kit';

/** The 400 for a file the import will not read as a whole; `message` is a contract message. */
export const refuseFile = (message: string) => badRequest(message, 'invalid_import_file');
