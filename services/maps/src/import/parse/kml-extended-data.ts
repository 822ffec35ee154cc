import { descendants, descendantText, textContent } from './xml-descendants';
import type { XmlElement } from './xml-element';

/**
 * The values of a placemark's (first) ExtendedData element as togeojson 7 reads them: each `Data`
 * below it as its name -> the text of its first `value`, then each `SimpleData` as its name -> its
 * text; a missing name is the empty name.
 *
 * togeojson converts a SimpleData by the type its Schema's SimpleField declares; this keeps the text.
 * The import makes every value text again, and the conversion only loses data on the way ("007" as
 * an int is 7, "false" as a bool is true, an empty int is 0); and a streaming reader may meet a
 * placemark before the Schema it refers to.
 */
export function kmlExtendedData(extendedData: XmlElement | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  if (!extendedData) return values;
  const elements = descendants(extendedData);
  for (const data of elements) {
    if (data.name === 'Data') values[data.attributes.name || ''] = descendantText(data, 'value');
  }
  for (const simpleData of elements) {
    if (simpleData.name === 'SimpleData') values[simpleData.attributes.name || ''] = textContent(simpleData);
  }
  return values;
}
