import { formatMessage, mapImportErrors } from '@groupmap/contracts';
import { refusal, refusalOf } from '../../../test/import/fixtures/fixtures';
import { readXmlRecords, XML_MAX_ELEMENTS, XML_MAX_RECORD_DEPTH } from './read-xml-records';
import type { XmlElement } from './xml-element';

const XXE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE kml [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>&xxe;</name></Placemark></kml>`;

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<gpx version="1.1"><wpt lat="1" lon="2"><name>&lol3;</name></wpt></gpx>`;

/** The records of a text: placemarks at any depth for KML, the root's `wpt` children for GPX. */
function records(text: string, format: 'KML' | 'GPX'): { record: XmlElement; root: XmlElement }[] {
  const found: { record: XmlElement; root: XmlElement }[] = [];
  readXmlRecords(text, {
    format,
    isRecord: (element, depth) => (format === 'KML' ? element.name === 'Placemark' : depth === 1),
    onRecord: (record, root) => found.push({ record, root }),
  });
  return found;
}

const read = (text: string, format: 'KML' | 'GPX') => () => records(text, format);

/** A KML document with this many elements in all, the `kml` root and a `Document` included. */
const kmlWithElements = (elements: number) =>
  `<kml><Document>${'<a/>'.repeat(elements - 2)}</Document></kml>`;

describe('readXmlRecords', () => {
  it('hands over each record of a well-formed document with its attributes, and the root', () => {
    const [first, ...rest] = records('<gpx version="1.1"><wpt lat="1" lon="2"/></gpx>', 'GPX');
    expect(rest).toEqual([]);
    expect(first?.record).toEqual({
      name: 'wpt',
      local: 'wpt',
      attributes: { lat: '1', lon: '2' },
      children: [],
    });
    expect(first?.root).toEqual({ name: 'gpx', local: 'gpx', attributes: { version: '1.1' }, children: [] });
  });

  it('keeps the text, CDATA and child elements of a record in document order, names with their prefix', () => {
    const text = `<kml xmlns:gx="urn:gx"><Placemark><name>A &amp; B &#x263A;</name><!-- note -->
      <description><![CDATA[<b>bold</b>]]></description><gx:Track/></Placemark></kml>`;
    const [placemark] = records(text, 'KML').map(({ record }) => record);
    expect(placemark?.children).toEqual([
      { name: 'name', local: 'name', attributes: {}, children: [{ text: 'A & B ☺', cdata: false }] },
      { text: '\n      ', cdata: false },
      {
        name: 'description',
        local: 'description',
        attributes: {},
        children: [{ text: '<b>bold</b>', cdata: true }],
      },
      { name: 'gx:Track', local: 'Track', attributes: {}, children: [] },
    ]);
  });

  it('hands over records at any depth, in document order', () => {
    const text = `<kml><Document><Placemark><name>1</name></Placemark>
      <Folder><Folder><Placemark><name>2</name></Placemark></Folder></Folder><Placemark><name>3</name></Placemark>
    </Document></kml>`;
    const names = records(text, 'KML').map(({ record }) => record.children[0]);
    expect(names).toEqual(
      [1, 2, 3].map((n) => expect.objectContaining({ children: [{ text: `${n}`, cdata: false }] })),
    );
  });

  it('refuses an external entity (XXE) without resolving it', () => {
    expect(refusalOf(read(XXE, 'KML'))).toEqual(refusal(mapImportErrors.importXmlDoctype));
  });

  it('refuses nested entities (billion laughs) without expanding them', () => {
    expect(refusalOf(read(BILLION_LAUGHS, 'GPX'))).toEqual(refusal(mapImportErrors.importXmlDoctype));
  });

  it('refuses a DOCTYPE or ENTITY in any letter case', () => {
    expect(refusalOf(read('<!doctype kml><kml/>', 'KML'))).toEqual(refusal(mapImportErrors.importXmlDoctype));
    expect(refusalOf(read('<kml><!Entity x "y"></kml>', 'KML'))).toEqual(
      refusal(mapImportErrors.importXmlDoctype),
    );
  });

  it('refuses XML that is not well-formed, naming the format', () => {
    expect(refusalOf(read('<kml><Placemark><name>A</Placemark></kml>', 'KML'))).toEqual(
      refusal(formatMessage(mapImportErrors.importMalformedXml, { format: 'KML' })),
    );
    expect(refusalOf(read('<gpx><wpt lat="1" lon="2"></gpx', 'GPX'))).toEqual(
      refusal(formatMessage(mapImportErrors.importMalformedXml, { format: 'GPX' })),
    );
    expect(refusalOf(read('just text, no element', 'GPX'))).toEqual(
      refusal(formatMessage(mapImportErrors.importMalformedXml, { format: 'GPX' })),
    );
  });

  it('refuses an unclosed root, an empty text and an entity XML does not predefine as not well-formed', () => {
    const malformed = refusal(formatMessage(mapImportErrors.importMalformedXml, { format: 'KML' }));
    expect(refusalOf(read('<kml><Placemark></Placemark>', 'KML'))).toEqual(malformed);
    expect(refusalOf(read('', 'KML'))).toEqual(malformed);
    expect(refusalOf(read('<kml><Placemark><name>a&nbsp;b</name></Placemark></kml>', 'KML'))).toEqual(
      malformed,
    );
  });

  it('reads a document of exactly the element budget', () => {
    expect(records(kmlWithElements(XML_MAX_ELEMENTS), 'KML')).toEqual([]);
  });

  it('refuses a document with one element more than the budget as too complex', () => {
    expect(refusalOf(read(kmlWithElements(XML_MAX_ELEMENTS + 1), 'KML'))).toEqual(
      refusal(mapImportErrors.importTooComplex),
    );
  });

  it('refuses 1,300,000 empty elements in a Document (a few KB as a KMZ) as too complex', () => {
    expect(refusalOf(read(kmlWithElements(1_300_000), 'KML'))).toEqual(
      refusal(mapImportErrors.importTooComplex),
    );
  });

  it('counts the elements inside records against the budget too', () => {
    const text = `<kml><Placemark>${'<a/>'.repeat(XML_MAX_ELEMENTS)}</Placemark></kml>`;
    expect(refusalOf(read(text, 'KML'))).toEqual(refusal(mapImportErrors.importTooComplex));
  });

  it('reads a record nested as deep as allowed, and refuses one level more as too complex', () => {
    const nested = (depth: number) =>
      `<kml><Placemark>${'<a>'.repeat(depth - 1)}${'</a>'.repeat(depth - 1)}</Placemark></kml>`;
    expect(records(nested(XML_MAX_RECORD_DEPTH), 'KML')).toHaveLength(1);
    expect(refusalOf(read(nested(XML_MAX_RECORD_DEPTH + 1), 'KML'))).toEqual(
      refusal(mapImportErrors.importTooComplex),
    );
  });

  it('does not limit how deep folders nest around the records', () => {
    const text = `<kml>${'<Folder>'.repeat(100)}<Placemark/>${'</Folder>'.repeat(100)}</kml>`;
    expect(records(text, 'KML')).toHaveLength(1);
  });
});
