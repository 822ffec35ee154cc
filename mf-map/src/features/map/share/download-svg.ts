const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** How long the file's object URL outlives the click that starts the download. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Saves an SVG element shown on the page as a standalone `image/svg+xml` file named `fileName`: the
 * markup is serialised with its namespace (which inline SVG in HTML leaves implicit) and handed to
 * the browser through a temporary object URL and a download link.
 */
export function downloadSvg(svg: SVGSVGElement, fileName: string): void {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', SVG_NAMESPACE);
  const markup = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
