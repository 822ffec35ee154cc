import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A small real image of each accepted type, made by sharp. */
export async function makeImage(format: 'png' | 'jpeg' | 'gif' | 'webp'): Promise<Buffer> {
  const image = sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 90 } },
  });
  return image.toFormat(format).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A pixel flood: a valid, tiny PNG whose header declares 60000 x 60000 pixels (3.6 gigapixels),
 * so a decoder that trusts it would allocate gigabytes.
 */
export function pixelFloodPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
