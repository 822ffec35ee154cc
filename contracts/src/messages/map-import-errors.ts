/**
 * What the maps service answers about an import (issue 13, Import): refusals of a whole file or
 * request, and the reasons a single row is skipped (the preview's `problems`). Services may send
 * them (`isContractMessage`); the import dialog shows them as they are.
 */
export const mapImportErrors = {
  importFileMissing: 'Choose a file to import',
  importFileTooLarge: 'File too large: Import files must be 10 MB or less',
  importUnsupportedFile: 'This file type cannot be imported. Choose a CSV, GeoJSON, KML, KMZ or GPX file.',
  importUndecodableText: "The file's text could not be read. Save it as UTF-8 and try again.",
  importEmptyFile: 'The file holds no rows to import',
  importTooManyRows: 'The file has more than {n} rows. Split it into smaller files.',
  importTooManyColumns: 'The file has more than {n} columns. Keep the ones to import and try again.',
  /** A quoted CSV value that never closes: the only way a CSV file is malformed as a whole. */
  importMalformedCsv: 'The CSV file could not be read: a quoted value starting in row {n} is never closed.',
  importMalformedJson: 'The GeoJSON file could not be read: it is not valid JSON.',
  importNotGeoJson: 'The GeoJSON file could not be read: it holds no Feature or FeatureCollection.',
  /** {format}: KML or GPX. */
  importMalformedXml: 'The {format} file could not be read: it is not valid XML.',
  /** Refused, never resolved: no XXE, no entity expansion. */
  importXmlDoctype: 'XML files with a DOCTYPE or entity declarations cannot be imported',
  importKmzTooLarge: 'The KMZ file unpacks to more than {n} MB and cannot be imported',
  importKmzWithoutKml: 'The KMZ file holds no KML document',
  importKmzUnreadable: 'The KMZ file could not be read: it is not a valid zip archive.',
  /** A file whose reading passed the parser's time or memory limit, or its XML element budget. */
  importTooComplex: 'This file is too complex to import.',
  /** Every parser of the replica is busy and its queue is full (503 with Retry-After). */
  importsBusy: 'Imports are busy. Try again in a minute.',
  /** The rows of one file would pass what one owner may keep in previews (413). */
  importPreviewTooLarge: 'This file is too large to preview. Split it or remove columns.',
  /** A pending preview cancelled by a later upload of its owner (same map, or past the owner's share). */
  importReplaced: 'Replaced by a newer upload.',
  /** A pending preview nobody changed for an hour. */
  importExpired: 'This preview has expired. Choose the file again.',
  onlyOwnerCanImport: 'Only the map owner can import locations',
  importNotFound: 'Import not found',
  /** A commit or cancel of an import that has already moved on (committed, finished or cancelled). */
  importAlreadyStarted: 'This import has already started',
  importAlreadyFinished: 'This import has already finished',
  importNothingReady: 'No rows are ready to import',
  /** The mapping names a column the file does not have. */
  importUnknownColumn: 'The file has no column named "{name}"',
  importNameColumnRequired: 'Choose the column that holds the name',
  importPositionRequired: 'Choose the column that holds the address, or both coordinate columns',
  importCoordinatePair: 'Choose both the latitude and the longitude column, or neither',
  importColumnTwice: 'The column "{name}" is used twice',
  importFieldTwice: 'Two columns go to the custom field "{name}"',
  /** The job's end when something outside the owner's control stopped it; nothing was written. */
  importFailed: 'The import failed and nothing was added. Please try again.',

  /** Row reasons. */
  rowNotPoint: 'Only points can be imported; this is a {type}',
  rowNoPosition: 'No address and no coordinates',
  rowOneCoordinate: 'Latitude and longitude must both be given',
  rowCoordinatesNotNumbers: 'Latitude and longitude must be numbers',
  rowLatitudeOutOfRange: 'Latitude must be between -90 and 90',
  rowLongitudeOutOfRange: 'Longitude must be between -180 and 180',
  rowAddressNotFound: 'Address not found',
} as const;
