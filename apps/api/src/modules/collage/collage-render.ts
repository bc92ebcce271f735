import type { Readable } from 'node:stream';
import { COLLAGE_GUTTER, type CollageTemplate } from '@portal/contracts';
import { blankCanvas, openImage } from '../../adapters/images/images.ts';

/** Where an area lands on the canvas, in whole pixels, with half the gutter kept free on every side. */
export function areaRectangle(template: CollageTemplate, areaId: string) {
  const area = template.areas.find((candidate) => candidate.id === areaId);
  if (!area) throw new Error(`unknown area ${areaId}`);
  const { width, height } = template.canvas;
  const inset = COLLAGE_GUTTER / 2;
  const left = Math.round(area.x * width + inset);
  const top = Math.round(area.y * height + inset);
  return {
    left,
    top,
    width: Math.round((area.x + area.width) * width - inset) - left,
    height: Math.round((area.y + area.height) * height - inset) - top,
  };
}

/**
 * Draws the collage: each picture, streamed from storage, turned upright and cover-fitted into its area
 * (filling it, the overflow cut off around the centre), on a white canvas. Only area-sized pictures are
 * held in memory, never the originals. Answers the JPEG.
 */
export async function renderCollage(
  template: CollageTemplate,
  pictures: { areaId: string; open: () => Promise<Readable> }[],
): Promise<Buffer> {
  const layers = [];
  for (const picture of pictures) {
    const rectangle = areaRectangle(template, picture.areaId);
    const resizer = openImage().rotate().resize(rectangle.width, rectangle.height, { fit: 'cover' }).jpeg();
    const source = await picture.open();
    source.on('error', (error) => resizer.destroy(error));
    const input = await source.pipe(resizer).toBuffer();
    layers.push({ input, left: rectangle.left, top: rectangle.top });
  }
  return blankCanvas({ ...template.canvas, channels: 3, background: { r: 255, g: 255, b: 255 } })
    .composite(layers)
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
}
