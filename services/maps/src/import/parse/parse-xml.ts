import { formatMessage, mapImportErrors } from '@groupmap/contracts';
import { DOMParser, type Document } from '@xmldom/xmldom';
import { refuseFile } from './refuse-file';

/**
 * A DOCTYPE can declare entities: external ones read files on the server (XXE), nested ones expand
 * to gigabytes (billion laughs). KML and GPX never need one, so such a document is refused before
 * any parser sees it.
 */
const DECLARATION = /<!(DOCTYPE|ENTITY)/i;

/** The XML document of a KML or GPX text; refused when it declares entities or is not well-formed. */
export function parseXml(text: string, format: 'KML' | 'GPX'): Document {
  if (DECLARATION.test(text)) throw refuseFile(mapImportErrors.importXmlDoctype);
  const malformed = () => refuseFile(formatMessage(mapImportErrors.importMalformedXml, { format }));
  const parser = new DOMParser({
    onError: (level) => {
      if (level !== 'warning') throw malformed();
    },
  });
  try {
    return parser.parseFromString(text, 'text/xml');
  } catch {
    throw malformed();
  }
}
