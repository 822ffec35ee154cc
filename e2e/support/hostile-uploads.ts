// Uploads that used to stop or stall the maps service (issue 19), for the bad-input sweep and the
// upload tests: a multipart form that never ends, and small files that are costly to read.
import { strToU8, zipSync } from 'fflate';
import type { MultipartValue } from './probe';

const BOUNDARY = 'hostile-upload';

/** A multipart body whose file part in `field` never ends: no closing boundary follows. */
export function unterminatedForm(field: string): { raw: string; contentType: string } {
  return {
    raw:
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="places.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\nname,address\r\nCafe,1 Quay',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

const kmz = (kml: Uint8Array, name: string): MultipartValue => ({
  name,
  mimeType: 'application/vnd.google-earth.kmz',
  buffer: Buffer.from(zipSync({ 'doc.kml': kml }, { level: 9 })),
});

/** About 5 KB zipped: one placemark and 1.3 million empty elements (55 s and 1.8 GiB before). */
export const manyElementsKmz = (): MultipartValue =>
  kmz(
    strToU8(
      '<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>x</name>' +
        `<Point><coordinates>1,2</coordinates></Point></Placemark>${'<a/>'.repeat(1_300_000)}</Document></kml>`,
    ),
    'elements.kmz',
  );

/** About 60 KB zipped, 50 MiB of spaces unzipped (5.7 s to be refused before). */
export const spacesKmz = (): MultipartValue => kmz(new Uint8Array(50 * 1024 * 1024).fill(0x20), 'spaces.kmz');

/** 80 KB: a header repeating one name 20,000 times (26 s before). */
export const repeatedHeaderCsv = (): MultipartValue => ({
  name: 'header.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${Array.from({ length: 20_000 }, () => 'name').join(',')}\nx\n`),
});

/** The hostile files, each sent to every upload route by the sweep. */
export const hostileFiles = (): [string, MultipartValue][] => [
  ['a 5 KB KMZ of 1.3 million XML elements', manyElementsKmz()],
  ['a KMZ of 50 MiB of spaces', spacesKmz()],
  ['a CSV whose header repeats one name 20,000 times', repeatedHeaderCsv()],
];
