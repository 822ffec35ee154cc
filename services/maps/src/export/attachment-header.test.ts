import { asciiFileName, attachmentHeader } from './attachment-header';

describe('attachmentHeader', () => {
  it('names an ASCII file plainly', () => {
    expect(attachmentHeader('community-garden.csv')).toBe('attachment; filename="community-garden.csv"');
  });

  it("adds RFC 5987's filename* for a name outside ASCII, with an ASCII stand-in", () => {
    expect(attachmentHeader('café-map.geojson')).toBe(
      `attachment; filename="cafe-map.geojson"; filename*=UTF-8''caf%C3%A9-map.geojson`,
    );
    expect(attachmentHeader("東京-(tom's).kml")).toBe(
      `attachment; filename="(tom's).kml"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC-%28tom%27s%29.kml`,
    );
  });
});

describe('asciiFileName', () => {
  it('drops accents and other characters, and falls back to "map"', () => {
    expect(asciiFileName('zürich-crème.gpx')).toBe('zurich-creme.gpx');
    expect(asciiFileName('東京.csv')).toBe('map.csv');
    expect(asciiFileName('東京-walk.csv')).toBe('walk.csv');
  });
});
