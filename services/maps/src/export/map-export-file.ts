/** A map's export, ready to stream: what to call it, its media type, and its text piece by piece. */
export interface MapExportFile {
  fileName: string;
  mediaType: string;
  /** The file's text: its start with the first page of locations, a piece per page, then its end. */
  chunks: AsyncGenerator<string>;
}
