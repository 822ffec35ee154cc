import { KMZ_MAX_UNPACKED_BYTES, mapImportErrors } from '@groupmap/contracts';
import { strToU8, strFromU8, zipSync } from 'fflate';
import { refusal, refusalOf } from '../../../test/import/fixtures/fixtures';
import { unzipKmz } from './unzip-kmz';

const kml = (name: string) => strToU8(`<kml><Placemark><name>${name}</name></Placemark></kml>`);
const TOO_LARGE = refusal('The KMZ file unpacks to more than 10 MB and cannot be imported');

/** Offset of the uncompressed-size field in a zip's local file header. */
const LOCAL_HEADER_UNCOMPRESSED_SIZE = 22;

describe('unzipKmz', () => {
  it('takes doc.kml, wherever it sits among the entries', () => {
    const kmz = zipSync({
      'files/icon.png': new Uint8Array([1, 2, 3]),
      'other.kml': kml('other'),
      'doc.kml': kml('main'),
    });
    expect(strFromU8(unzipKmz(kmz))).toContain('main');
  });

  it('takes the first .kml entry when there is no doc.kml, stored or deflated', () => {
    expect(
      strFromU8(unzipKmz(zipSync({ 'Places/My Places.KML': kml('mine'), 'b.kml': kml('b') }))),
    ).toContain('mine');
    expect(strFromU8(unzipKmz(zipSync({ 'a.kml': kml('stored') }, { level: 0 })))).toContain('stored');
  });

  it('refuses a zip bomb, counting what is actually inflated', () => {
    const bomb = zipSync({ 'doc.kml': new Uint8Array(60 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(refusalOf(() => unzipKmz(bomb))).toEqual(TOO_LARGE);
  });

  it('takes a KML of exactly the plain file cap (10 MiB) and refuses one byte more', () => {
    const atCap = new Uint8Array(KMZ_MAX_UNPACKED_BYTES).fill(0x20);
    expect(unzipKmz(zipSync({ 'doc.kml': atCap }, { level: 9 }))).toHaveLength(KMZ_MAX_UNPACKED_BYTES);
    const overCap = new Uint8Array(KMZ_MAX_UNPACKED_BYTES + 1).fill(0x20);
    expect(refusalOf(() => unzipKmz(zipSync({ 'doc.kml': overCap }, { level: 9 })))).toEqual(TOO_LARGE);
  });

  it('refuses a zip bomb whose header claims a small size', () => {
    const bomb = Buffer.from(zipSync({ 'doc.kml': new Uint8Array(60 * 1024 * 1024) }, { level: 9 }));
    bomb.writeUInt32LE(1000, LOCAL_HEADER_UNCOMPRESSED_SIZE);
    expect(refusalOf(() => unzipKmz(bomb))).toEqual(TOO_LARGE);
  });

  it('refuses an archive without a KML document', () => {
    expect(refusalOf(() => unzipKmz(zipSync({ 'readme.txt': strToU8('hello') })))).toEqual(
      refusal(mapImportErrors.importKmzWithoutKml),
    );
  });

  it('refuses bytes that are not a zip archive, or a truncated or corrupt one', () => {
    const unreadable = refusal(mapImportErrors.importKmzUnreadable);
    expect(refusalOf(() => unzipKmz(strToU8('<kml>not zipped</kml>')))).toEqual(unreadable);
    expect(refusalOf(() => unzipKmz(strToU8('PK\u0003\u0004 and then garbage')))).toEqual(unreadable);
    const whole = zipSync({ 'doc.kml': strToU8('<kml>'.repeat(2000)) }, { level: 9 });
    expect(refusalOf(() => unzipKmz(whole.subarray(0, 60)))).toEqual(unreadable);
    const corrupt = Buffer.from(whole);
    corrupt.fill(0xff, 40, 60);
    expect(refusalOf(() => unzipKmz(corrupt))).toEqual(unreadable);
  });
});
