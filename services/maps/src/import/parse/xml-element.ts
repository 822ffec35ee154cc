/** A run of text inside a record, entities resolved; `cdata` marks a CDATA section (KML's HTML descriptions). */
export interface XmlText {
  text: string;
  cdata: boolean;
}

/**
 * An element of a record (a KML placemark, a GPX waypoint) as the streaming reader hands it over:
 * `name` as written (qualified, `gx:Track`), `local` without its prefix (`Track`), attributes by
 * their written names (`xmlns:...` declarations included, namespaces unresolved), and its text and
 * child elements in document order. Comments and processing instructions are left out.
 */
export interface XmlElement {
  name: string;
  local: string;
  attributes: Record<string, string | undefined>;
  children: XmlNode[];
}

export type XmlNode = XmlElement | XmlText;

/** Whether a child is an element rather than text. */
export const isXmlElement = (node: XmlNode): node is XmlElement => 'children' in node;
