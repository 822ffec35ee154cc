/** Characters no file system accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAMES = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;

/**
 * The name the QR code is saved under (spec section 2): the map name lower-cased with its spaces
 * turned into hyphens, plus "-qr.svg" ("Community Garden" -> "community-garden-qr.svg"). Characters
 * a file name cannot hold are dropped, so the browser does not rename the file its own way.
 */
export function qrFileName(mapName: string): string {
  const base = mapName.trim().toLowerCase().replace(UNSAFE_IN_FILE_NAMES, '').replace(/\s+/g, '-');
  return `${base}-qr.svg`;
}
