import { kmlExtendedData } from './kml-extended-data';
import { descendantText, firstDescendantsNamed, nonEmptyTexts } from './xml-descendants';
import { isXmlElement, type XmlElement, type XmlNode, type XmlText } from './xml-element';

/**
 * The placemark values togeojson 7 reads first, in its order. Its `visibility` and `open` (display
 * state) are left out, and so is all styling (`styleUrl`, inline styles): none of it is data.
 */
const TEXT_VALUES = ['name', 'address', 'phoneNumber', 'description'];
const READ = [...TEXT_VALUES, 'ExtendedData', 'TimeSpan', 'TimeStamp'];

/**
 * A description written as CDATA is HTML (what Google My Maps writes); its first CDATA section is
 * the value, as togeojson takes it, so the mapping sees the HTML text and decides what it becomes.
 */
function htmlDescription(description: XmlElement | undefined): string | undefined {
  const isCdata = (node: XmlNode): node is XmlText => !isXmlElement(node) && node.cdata;
  return description?.children.find(isCdata)?.text;
}

/**
 * A KML placemark's data as togeojson 7 gives it, in the same order: name, address, phone number,
 * description (the first element of each name below the placemark), the ExtendedData values, then
 * `timespan` ({ begin, end }) and `timestamp`. A later value of the same name replaces an earlier one
 * in its place, as in togeojson.
 */
export function kmlProperties(placemark: XmlElement): Record<string, unknown> {
  const first = firstDescendantsNamed(placemark, READ);
  const properties: Record<string, unknown> = nonEmptyTexts(first, TEXT_VALUES);
  const html = htmlDescription(first.get('description'));
  if (html !== undefined) properties.description = html;
  Object.assign(properties, kmlExtendedData(first.get('ExtendedData')));
  const timeSpan = first.get('TimeSpan');
  if (timeSpan) {
    properties.timespan = { begin: descendantText(timeSpan, 'begin'), end: descendantText(timeSpan, 'end') };
  }
  const timeStamp = first.get('TimeStamp');
  if (timeStamp) properties.timestamp = descendantText(timeStamp, 'when');
  return properties;
}
