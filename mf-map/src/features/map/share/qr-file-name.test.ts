import { qrFileName } from './qr-file-name';

describe('qrFileName', () => {
  it('lower-cases the map name, turns spaces into hyphens and adds -qr.svg', () => {
    expect(qrFileName('Community Garden')).toBe('community-garden-qr.svg');
    expect(qrFileName('test')).toBe('test-qr.svg');
    expect(qrFileName('Café Map 2025')).toBe('café-map-2025-qr.svg');
  });

  it('turns each run of spaces into one hyphen and ignores spaces at the ends', () => {
    expect(qrFileName('  Big   Walk \t Route ')).toBe('big-walk-route-qr.svg');
  });

  it('drops characters a file name cannot hold', () => {
    expect(qrFileName('Parks / Paths: "North"?')).toBe('parks-paths-north-qr.svg');
  });
});
