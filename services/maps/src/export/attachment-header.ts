/**
 * A Content-Disposition header that saves the answer as `fileName` (RFC 6266). Browsers that read
 * RFC 5987's `filename*` get the name as it is, in UTF-8; the plain `filename` is an ASCII stand-in
 * for the rest (accents dropped, other characters left out), because a header value outside ASCII
 * reaches clients garbled.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = asciiFileName(fileName);
  const header = `attachment; filename="${ascii}"`;
  return ascii === fileName ? header : `${header}; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** `fileName` in printable ASCII without quotes or backslashes: "café-map.csv" -> "cafe-map.csv". */
export function asciiFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot) : '';
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '')
    .replace(/^[-\s]+|[-\s]+$/g, '')
    .replace(/-{2,}/g, '-');
  return `${base === '' ? 'map' : base}${extension}`;
}

/** RFC 5987 value characters: encodeURIComponent leaves ' ( ) * unescaped, which 5987 does not allow. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
