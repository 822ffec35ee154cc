import { type ImportFormat, mapImportErrors } from '@groupmap/contracts';
import { decodeBytes } from './decode-text';
import { refuseFile } from './refuse-file';

const FORMAT_BY_EXTENSION: Record<string, ImportFormat> = {
  csv: 'csv',
  tsv: 'csv',
  txt: 'csv',
  geojson: 'geojson',
  json: 'geojson',
  kml: 'kml',
  kmz: 'kmz',
  gpx: 'gpx',
};

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/** Enough of the file to see past an XML declaration, comments and a DOCTYPE to the root element. */
const SNIFF_BYTES = 4096;

/**
 * The root element's local name, after the XML declaration, processing instructions, comments and a
 * DOCTYPE (with or without an internal subset).
 */
const XML_ROOT =
  /^\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>\s*)*<(?:[\w.-]+:)?([\w.-]+)/i;

function sniffFormat(bytes: Uint8Array): ImportFormat | null {
  if (ZIP_LOCAL_HEADER.every((byte, index) => bytes[index] === byte)) return 'kmz';
  const head = decodeBytes(bytes.subarray(0, SNIFF_BYTES));
  if (head.trimStart().startsWith('{')) return 'geojson';
  const root = XML_ROOT.exec(head)?.[1]?.toLowerCase();
  return root === 'kml' || root === 'gpx' ? root : null;
}

/**
 * The format of an import file: by its extension, else by its first bytes (a file saved without an
 * extension, or with one the browser made up). A file neither names is refused.
 */
export function detectFormat(bytes: Uint8Array, fileName: string): ImportFormat {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const format = (extension && FORMAT_BY_EXTENSION[extension]) || sniffFormat(bytes);
  if (!format) throw refuseFile(mapImportErrors.importUnsupportedFile);
  return format;
}
