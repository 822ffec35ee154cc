import { formatMessage, KMZ_MAX_UNPACKED_BYTES, mapImportErrors } from '@groupmap/contracts';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { refuseFile } from './refuse-file';

/**
 * The archive is fed to the inflater in slices this small, so no single output chunk can grow far
 * past the limit: deflate expands at most about 1:1032, so 1 KB in gives at most ~1 MB out.
 */
const SLICE_BYTES = 1024;
const BYTES_PER_MB = 1024 * 1024;

/** Google Earth and My Maps name the main document doc.kml; other tools' KMZ hold one .kml anywhere. */
const isMainKml = (name: string) => name.toLowerCase() === 'doc.kml';
const isKml = (name: string) => name.toLowerCase().endsWith('.kml');

class TooLarge extends Error {}

/**
 * The KML document inside a KMZ: doc.kml, else the first .kml entry. The bytes inflated are counted
 * as they come out, since a zip's declared sizes can lie; past KMZ_MAX_UNPACKED_BYTES (a zip bomb)
 * the file is refused without inflating the rest.
 */
export function unzipKmz(bytes: Uint8Array): Uint8Array {
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  const entries: { name: string; chunks: Uint8Array[]; done: boolean }[] = [];
  let inflated = 0;
  let entryCount = 0;

  const read = (file: UnzipFile) => {
    const entry = { name: file.name, chunks: [] as Uint8Array[], done: false };
    entries.push(entry);
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      inflated += chunk.length;
      if (inflated > KMZ_MAX_UNPACKED_BYTES) throw new TooLarge();
      entry.chunks.push(chunk);
      entry.done = final;
    };
    file.start();
  };
  // Inflate only the entries that can be the answer: the first .kml, and doc.kml wherever it comes.
  unzip.onfile = (file) => {
    entryCount += 1;
    if (isMainKml(file.name) || (isKml(file.name) && entries.length === 0)) read(file);
  };

  try {
    for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
      unzip.push(bytes.subarray(offset, offset + SLICE_BYTES), offset + SLICE_BYTES >= bytes.length);
    }
  } catch (error) {
    if (error instanceof TooLarge) {
      throw refuseFile(
        formatMessage(mapImportErrors.importKmzTooLarge, { n: KMZ_MAX_UNPACKED_BYTES / BYTES_PER_MB }),
      );
    }
    throw refuseFile(mapImportErrors.importKmzUnreadable);
  }
  if (entryCount === 0) throw refuseFile(mapImportErrors.importKmzUnreadable);
  const kml = entries.find((entry) => isMainKml(entry.name)) ?? entries[0];
  if (!kml) throw refuseFile(mapImportErrors.importKmzWithoutKml);
  if (!kml.done) throw refuseFile(mapImportErrors.importKmzUnreadable);
  return concat(kml.chunks);
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return whole;
}
