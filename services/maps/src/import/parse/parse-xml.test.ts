import { formatMessage, mapImportErrors } from '@groupmap/contracts';
import { refusal, refusalOf } from '../../../test/import/fixtures/fixtures';
import { parseXml } from './parse-xml';

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

describe('parseXml', () => {
  it('parses a well-formed document', () => {
    const document = parseXml('<gpx version="1.1"><wpt lat="1" lon="2"/></gpx>', 'GPX');
    expect(document.documentElement?.getElementsByTagName('wpt')).toHaveLength(1);
  });

  it('refuses an external entity (XXE) without resolving it', () => {
    expect(refusalOf(() => parseXml(XXE, 'KML'))).toEqual(refusal(mapImportErrors.importXmlDoctype));
  });

  it('refuses nested entities (billion laughs) without expanding them', () => {
    expect(refusalOf(() => parseXml(BILLION_LAUGHS, 'GPX'))).toEqual(
      refusal(mapImportErrors.importXmlDoctype),
    );
  });

  it('refuses a DOCTYPE or ENTITY in any letter case', () => {
    expect(refusalOf(() => parseXml('<!doctype kml><kml/>', 'KML'))).toEqual(
      refusal(mapImportErrors.importXmlDoctype),
    );
    expect(refusalOf(() => parseXml('<kml><!Entity x "y"></kml>', 'KML'))).toEqual(
      refusal(mapImportErrors.importXmlDoctype),
    );
  });

  it('refuses XML that is not well-formed, naming the format', () => {
    expect(refusalOf(() => parseXml('<kml><Placemark><name>A</Placemark></kml>', 'KML'))).toEqual(
      refusal(formatMessage(mapImportErrors.importMalformedXml, { format: 'KML' })),
    );
    expect(refusalOf(() => parseXml('<gpx><wpt lat="1" lon="2"></gpx', 'GPX'))).toEqual(
      refusal(formatMessage(mapImportErrors.importMalformedXml, { format: 'GPX' })),
    );
    expect(refusalOf(() => parseXml('just text, no element', 'GPX'))).toEqual(
      refusal(formatMessage(mapImportErrors.importMalformedXml, { format: 'GPX' })),
    );
  });
});
