import sharp from 'sharp';

/**
 * Small real files of each kind the hub takes, and disguised ones it must refuse: the upload checks look at
 * a file's first bytes, so tests upload what a camera or a browser would.
 */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

export const jpegFile = (width = 40, height = 30) => picture(width, height).jpeg().toBuffer();
export const pngFile = (width = 40, height = 30) => picture(width, height).png().toBuffer();

/**
 * A photo-like JPEG: gaussian grain laid over a colour keeps it as large as a camera's file, which a plain
 * colour would not be.
 */
export const grainyJpegFile = (
  width: number,
  height: number,
  { background = { r: 200, g: 190, b: 170 }, sigma = 40, quality = 95 } = {},
) =>
  sharp({ create: { width, height, channels: 3, background } })
    .composite([
      {
        input: {
          create: {
            width,
            height,
            channels: 3,
            background: { r: 0, g: 0, b: 0 },
            noise: { type: 'gaussian', mean: 0, sigma },
          },
        },
        blend: 'overlay',
      },
    ])
    .jpeg({ quality })
    .toBuffer();

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

/** A PDF of the given objects, numbered from 1 (the first is the catalogue), with a true cross-reference table. */
function pdfOf(objects: Buffer[]): Buffer {
  const parts = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `);
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...entries].join('\n');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(`${xref}\n${trailer}`)]);
}

const pdfStream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

/** A one-page landscape A4 PDF (842 x 595 points) that draws `drawing`, with the page's `resources`. */
function onePagePdf(drawing: string, resources = '<< >>', more: Buffer[] = []): Buffer {
  return pdfOf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Contents 4 0 R /Resources ${resources} >>`,
    ),
    pdfStream('', Buffer.from(drawing)),
    ...more,
  ]);
}

/**
 * A floor plan as an architect's program exports it: a one-page landscape A4 PDF of thick black walls, a
 * dark filled stairwell from (600, 400) to (680, 480) points measured from the page's lower left corner,
 * and a room's name in 24-point Helvetica from (90, 200), a font the PDF names without embedding it.
 */
export const floorPlanPdfFile = () =>
  onePagePdf(
    [
      '0 0 0 RG 8 w',
      '60 60 722 475 re S',
      '421 60 m 421 300 l S',
      '60 300 m 300 300 l S',
      '0.2 g 600 400 80 80 re f',
      '0 g BT /Label 24 Tf 90 200 Td (Stue 24 m2) Tj ET',
    ].join('\n'),
    '<< /Font << /Label << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>',
  );

/** A PDF page drawing a picture whose JPEG claims 12 000 x 10 000 pixels, above the hub's pixel limit. */
export async function pdfWithOversizedPictureFile(): Promise<Buffer> {
  const picture = await oversizedJpegFile();
  return onePagePdf('q 500 0 0 400 100 100 cm /Plan Do Q', '<< /XObject << /Plan 5 0 R >> >>', [
    pdfStream(
      '/Type /XObject /Subtype /Image /Width 12000 /Height 10000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode',
      picture,
    ),
  ]);
}

/** A PDF page of 200 000 small squares: seconds of drawing, to meet a time limit. */
export const slowPdfFile = () =>
  onePagePdf(
    Array.from({ length: 200_000 }, (_, index) => `${index % 800} ${index % 590} 2 2 re f`).join('\n'),
  );
