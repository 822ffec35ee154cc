import { formatMessage, mapImportErrors } from '@groupmap/contracts';
import { SaxesParser } from 'saxes';
import type { XmlElement, XmlNode } from './xml-element';
import { refuseFile } from './refuse-file';

/**
 * The elements one KML or GPX document may hold. The largest legitimate file within the 10 MB upload
 * cap, our own KML export of 10,000 placemarks with many custom fields, has about 350,000; 10 MB of
 * `<a/>` would be 2.6 million, and a few KB of zipped KMZ can unpack to more. Counting stops the
 * reading at once, long before the parser's time or memory limit.
 */
export const XML_MAX_ELEMENTS = 500_000;

/**
 * How deep the elements of one record may nest, the record itself being level 1. Reading a record
 * looks through the subtree of each element it reads (every `Data`, every extension element...), so
 * its cost grows with elements times depth: 100,000 `Data` nested in one another would take minutes.
 * Real placemarks and waypoints nest fewer than 10 levels (Placemark, MultiGeometry, Polygon,
 * outerBoundaryIs, LinearRing, coordinates).
 */
export const XML_MAX_RECORD_DEPTH = 32;

/**
 * A DOCTYPE can declare entities: external ones read files on the server (XXE), nested ones expand
 * to gigabytes (billion laughs). KML and GPX never need one, so such a document is refused before
 * the parser sees it; saxes itself only knows the five predefined entities and character references.
 */
const DECLARATION = /<!(DOCTYPE|ENTITY)/i;

export interface XmlRecordReading {
  /** Named in the refusal of a document that is not well-formed. */
  format: 'KML' | 'GPX';
  /** Whether an element opened outside any record starts one; `depth` 0 is the root element. */
  isRecord: (element: XmlElement, depth: number) => boolean;
  /** Elements inside a record left out with all they hold (a track's points): counted, not kept. */
  isSkipped?: (element: XmlElement, record: XmlElement) => boolean;
  /** Each record once it is closed, with the root element: its name and attributes, no children. */
  onRecord: (record: XmlElement, root: XmlElement) => void;
}

/** saxes gives every element its own attribute object; those without attributes share this one. */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze(Object.create(null));

function hasAttributes(attributes: Record<string, string>): boolean {
  for (const _name in attributes) return true;
  return false;
}

const xmlElement = (name: string, attributes: Record<string, string>): XmlElement => ({
  name,
  local: name.slice(name.indexOf(':') + 1),
  attributes: hasAttributes(attributes) ? attributes : NO_ATTRIBUTES,
  children: [],
});

/**
 * A child added to an element. The first child gets an array of its own size: a pushed-to empty array
 * grows to 17 slots, and most elements of a record hold one text.
 */
function append(parent: XmlElement, child: XmlNode): void {
  if (parent.children.length === 0) parent.children = [child];
  else parent.children.push(child);
}

/**
 * Streams a KML or GPX text through saxes (strict XML 1.0) and hands over each record as a small
 * element tree; only the record being read is kept, the rest of the document is only counted.
 * Refuses a DOCTYPE or entity declaration, a document that is not well-formed (no root, text only,
 * unclosed tags...), and as too complex one with more than `XML_MAX_ELEMENTS` elements or a record
 * nested deeper than `XML_MAX_RECORD_DEPTH`.
 */
export function readXmlRecords(text: string, reading: XmlRecordReading): void {
  const { format, isRecord, isSkipped, onRecord } = reading;
  if (DECLARATION.test(text)) throw refuseFile(mapImportErrors.importXmlDoctype);
  // Namespaces are resolved only where needed (xml-namespaces.ts), and positions would only serve
  // error messages, which the refusal does not show: saxes is faster without both.
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  let elements = 0;
  /** How many elements are open, records or not. */
  let depth = 0;
  let root: XmlElement | undefined;
  /** The open elements of the record being read, the record first; empty between records. */
  const open: XmlElement[] = [];
  /** How many elements are open inside a skipped one, itself included. */
  let skipped = 0;

  parser.on('error', () => {
    throw refuseFile(formatMessage(mapImportErrors.importMalformedXml, { format }));
  });
  parser.on('opentag', (tag) => {
    elements += 1;
    if (elements > XML_MAX_ELEMENTS) throw refuseFile(mapImportErrors.importTooComplex);
    const level = depth;
    depth += 1;
    if (skipped > 0) {
      skipped += 1;
      return;
    }
    const element = xmlElement(tag.name, tag.attributes);
    root ??= xmlElement(tag.name, tag.attributes);
    const [record] = open;
    const parent = open.at(-1);
    if (parent && record && isSkipped?.(element, record)) {
      skipped = 1;
    } else if (parent || isRecord(element, level)) {
      if (parent) append(parent, element);
      open.push(element);
      if (open.length > XML_MAX_RECORD_DEPTH) throw refuseFile(mapImportErrors.importTooComplex);
    }
  });
  parser.on('closetag', () => {
    depth -= 1;
    if (skipped > 0) {
      skipped -= 1;
      return;
    }
    const element = open.pop();
    if (element && open.length === 0 && root) onRecord(element, root);
  });
  /** Where a text goes: the innermost open element of a record, unless skipped. */
  const textParent = () => (skipped === 0 ? open.at(-1) : undefined);
  parser.on('text', (text) => {
    const parent = textParent();
    if (parent) append(parent, { text, cdata: false });
  });
  // An empty CDATA section is no node, as in the xmldom tree togeojson read: `<![CDATA[]]>` alone
  // does not make a description HTML.
  parser.on('cdata', (text) => {
    const parent = textParent();
    if (parent && text) append(parent, { text, cdata: true });
  });
  parser.write(text).close();
}
