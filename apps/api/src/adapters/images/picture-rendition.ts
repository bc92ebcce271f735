import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { openImage } from './images.ts';

/** How a picture is exported for a listing portal (the export profile's rules; docs/listing-profiles.md). */
export interface PictureRendition {
  maxLongEdge: number;
  jpegQuality: number;
  maxFileBytes: number;
  /** Burned into the bottom-left corner of an altered picture; null for one as taken. */
  label: string | null;
}

/** Each try over the file cap lowers the quality this much, down to the lowest quality still fit to publish. */
const QUALITY_STEP = 5;
const LOWEST_QUALITY = 40;
/** When the lowest quality is still over the cap, the picture is scaled down by this much and tried again. */
const SHRINK = 0.85;

/** The label's text height: 4 % of the picture's short side, never under 18 px, so it reads at any size. */
const LABEL_SHARE = 0.04;
const LABEL_MIN_PX = 18;
/** What an average character of a sans-serif face takes, in font sizes, to size the band around the text. */
const CHARACTER_WIDTH = 0.57;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The label band: a dark, mostly opaque band with white text, as wide as the text needs (never wider than
 * the picture); the text shrinks only when even the whole width would not hold it.
 */
export function labelBand(label: string, width: number, height: number) {
  let fontSize = Math.max(LABEL_MIN_PX, Math.round(Math.min(width, height) * LABEL_SHARE));
  const textWidth = () => fontSize * CHARACTER_WIDTH * label.length;
  if (textWidth() + fontSize > width)
    fontSize = Math.max(1, Math.floor(width / (CHARACTER_WIDTH * label.length + 1)));
  const padding = Math.round(fontSize / 2);
  const bandWidth = Math.min(width, Math.ceil(textWidth()) + 2 * padding);
  const bandHeight = Math.min(height, Math.round(fontSize * 1.6));
  const baseline = Math.round(bandHeight / 2 + fontSize * 0.36);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${bandWidth}" height="${bandHeight}">` +
    `<rect width="${bandWidth}" height="${bandHeight}" fill="#000" fill-opacity="0.78"/>` +
    `<text x="${padding}" y="${baseline}" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" ` +
    `font-size="${fontSize}" fill="#fff">${escapeXml(label)}</text></svg>`;
  return { svg: Buffer.from(svg), width: bandWidth, height: bandHeight, fontSize };
}

/** The size a picture comes out at: turned upright by its EXIF orientation, then fitted inside the long edge. */
async function fittedSizeOf(input: Buffer, edge: number) {
  const { width = 1, height = 1, orientation = 1 } = await openImage(input).metadata();
  const [upright, across] = orientation >= 5 ? [height, width] : [width, height];
  const scale = Math.min(1, edge / Math.max(upright, across));
  return { width: Math.floor(upright * scale), height: Math.floor(across * scale) };
}

/**
 * The picture as a listing portal takes it: turned upright by its EXIF orientation, scaled inside the long
 * edge (never up, never cropped), in sRGB without other profiles or metadata, labelled when altered, as a
 * JPEG under the file cap. Holds this one picture only: its file is read whole first, so a failed storage
 * read fails the rendition instead of leaving sharp waiting on a stream that never ends. One pass decodes
 * (at a reduced scale where the JPEG allows), labels and encodes; only a picture over the cap takes the
 * slower way of lower qualities, then fewer pixels.
 */
export async function renderPicture(source: Readable | Buffer, rendition: PictureRendition): Promise<Buffer> {
  const input = Buffer.isBuffer(source) ? source : await buffer(source);
  const edge = rendition.maxLongEdge;
  const once = openImage(input)
    .rotate()
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .removeAlpha();
  if (rendition.label) {
    // Sized for the fitted picture (rounded down, so the band never overhangs it by a rounding pixel).
    const size = await fittedSizeOf(input, edge);
    const band = labelBand(rendition.label, size.width, size.height);
    once.composite([{ input: band.svg, gravity: 'southwest' }]);
  }
  const jpeg = await once.jpeg({ quality: rendition.jpegQuality }).toBuffer();
  return jpeg.length <= rendition.maxFileBytes ? jpeg : renderUnderCap(input, rendition);
}

/** A picture whose first JPEG was over the cap: lower qualities, then fewer pixels, from one decoded copy. */
async function renderUnderCap(input: Buffer, rendition: PictureRendition): Promise<Buffer> {
  const edge = rendition.maxLongEdge;
  const fitted = await openImage(input)
    .rotate()
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let raw = { width: fitted.info.width, height: fitted.info.height, channels: fitted.info.channels };
  let pixels = fitted.data;
  if (rendition.label) {
    const band = labelBand(rendition.label, raw.width, raw.height);
    pixels = await openImage(pixels, { raw })
      .composite([{ input: band.svg, left: 0, top: raw.height - band.height }])
      // Compositing adds an alpha channel; the pixels stay in the three channels `raw` describes.
      .removeAlpha()
      .raw()
      .toBuffer();
  }
  for (
    let quality = Math.max(LOWEST_QUALITY, rendition.jpegQuality - QUALITY_STEP);
    ;
    quality -= QUALITY_STEP
  ) {
    const jpeg = await openImage(pixels, { raw }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= rendition.maxFileBytes) return jpeg;
    if (quality - QUALITY_STEP >= LOWEST_QUALITY) continue;
    // Even the lowest quality is over the cap: fewer pixels, from the labelled picture, and again.
    const smaller = await openImage(pixels, { raw })
      .resize({ width: Math.max(1, Math.floor(raw.width * SHRINK)) })
      .raw()
      .toBuffer({ resolveWithObject: true });
    pixels = smaller.data;
    raw = { width: smaller.info.width, height: smaller.info.height, channels: smaller.info.channels };
    quality = LOWEST_QUALITY + QUALITY_STEP;
  }
}
