import { detectImageType } from './detect-image-type';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('detectImageType', () => {
  it('recognises JPEG, PNG, GIF and WebP by their leading bytes', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'rest'))?.mime).toBe('image/jpeg');
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'rest'))?.mime).toBe('image/png');
    expect(detectImageType(bytes('GIF87a', 'rest'))?.mime).toBe('image/gif');
    expect(detectImageType(bytes('GIF89a', 'rest'))?.extension).toBe('gif');
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.mime).toBe('image/webp');
  });

  it('refuses HTML, SVG, other RIFF files and files too short to tell', () => {
    expect(detectImageType(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PN'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
