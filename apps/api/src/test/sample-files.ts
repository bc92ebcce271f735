import sharp from 'sharp';

/**
 * Small real files of each kind the hub takes, and disguised ones it must refuse: the upload checks look at
 * a file's first bytes, so tests upload what a camera or a browser would.
 */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

export const jpegFile = (width = 40, height = 30) => picture(width, height).jpeg().toBuffer();
export const pngFile = (width = 40, height = 30) => picture(width, height).png().toBuffer();

/** The start of an ISO media file (ftyp box, then an empty free box): how MP4 and MOV films begin. */
export function mp4File(brand = 'isom'): Buffer {
  const file = Buffer.alloc(32);
  file.writeUInt32BE(24, 0);
  file.write('ftyp', 4);
  file.write(brand.padEnd(4), 8);
  file.writeUInt32BE(0x200, 12);
  file.write('isomiso2', 16);
  file.writeUInt32BE(8, 24);
  file.write('free', 28);
  return file;
}

export const pdfFile = (note = '') =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n${note}`);

export const htmlFile = () =>
  Buffer.from('<!doctype html><html><body><script>fetch("/api/Authentication/user")</script></body></html>');

export const svgFile = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><rect width="10" height="10"/></svg>',
  );

/**
 * A small JPEG whose header claims `width` × `height` pixels: a decoder that honours the pixel limit refuses
 * it at once, and one that does not would try to allocate the whole picture.
 */
export async function oversizedJpegFile(width = 12_000, height = 10_000): Promise<Buffer> {
  const file = Buffer.from(await jpegFile(16, 12));
  for (let offset = 2; offset < file.length - 9; offset += 2 + file.readUInt16BE(offset + 2)) {
    const marker = file[offset + 1] ?? 0;
    // SOF0-SOF3 hold the frame's height and width.
    if (marker >= 0xc0 && marker <= 0xc3) {
      file.writeUInt16BE(height, offset + 5);
      file.writeUInt16BE(width, offset + 7);
      return file;
    }
  }
  throw new Error('no frame header found');
}
