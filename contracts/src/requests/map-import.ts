import { z } from 'zod';
import { serviceMessages } from '../messages/service';
import { requestObject } from './fields';

/** Bodies of an import's mapping change and commit (openapi.yaml ImportMappingRequest, CommitImportRequest). */

const invalid = { error: serviceMessages.invalidRequest };
/** Longer than any column a 10 MB file could usefully name; openapi ImportColumn's maxLength. */
const COLUMN_MAX_LENGTH = 200;
const column = z.string(invalid).max(COLUMN_MAX_LENGTH, invalid).nullable();

export const importMappingSchema = z.strictObject(
  {
    name: column,
    address: column,
    latitude: column,
    longitude: column,
    region: column,
    country: column,
    fields: z
      .array(
        z.strictObject(
          {
            column: z.string(invalid).max(COLUMN_MAX_LENGTH, invalid),
            field: z.string(invalid).trim().max(COLUMN_MAX_LENGTH, invalid),
          },
          invalid,
        ),
        invalid,
      )
      .max(COLUMN_MAX_LENGTH, invalid),
  },
  invalid,
);

export const importMappingBodySchema = requestObject({ mapping: importMappingSchema });
/** The body is optional: a commit without one keeps the mapping the preview showed. */
export const commitImportBodySchema = z.preprocess(
  (body) => body ?? {},
  requestObject({ mapping: importMappingSchema.optional() }),
);
