import { badRequest } from '@groupmap/svc-kit/http-error';

// The kit's http-error module alone, not its index: the parsing process loads this, and the index
// would bring Express, knex and NATS into it.

/** The 400 for a file the import will not read as a whole; `message` is a contract message. */
export const refuseFile = (message: string) => badRequest(message, 'invalid_import_file');
