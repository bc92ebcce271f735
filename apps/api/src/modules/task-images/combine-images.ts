import sharp from 'sharp';
import type { Storage } from '../../adapters/storage/storage.ts';

/** Tall enough for print and web, small enough that two originals of a big camera combine quickly. */
const MAX_HEIGHT = 2400;

async function readAll(storage: Storage, key: string): Promise<Buffer> {
  return Buffer.concat(await (await storage.read(key)).toArray());
}

/**
 * Two pictures side by side in one JPEG, both scaled to the same height (the lower of the two, at most
 * MAX_HEIGHT) and turned upright by their EXIF orientation first.
 */
export async function combineSideBySide(storage: Storage, leftKey: string, rightKey: string) {
  const sources = await Promise.all([readAll(storage, leftKey), readAll(storage, rightKey)]);
  const upright = await Promise.all(
    sources.map((source) => sharp(source).rotate().toBuffer({ resolveWithObject: true })),
  );
  const height = Math.min(MAX_HEIGHT, ...upright.map(({ info }) => info.height));
  const scaled = await Promise.all(
    upright.map(({ data }) => sharp(data).resize({ height }).toBuffer({ resolveWithObject: true })),
  );
  const [left, right] = scaled;
  if (!left || !right) throw new Error('two pictures are needed');
  const width = left.info.width + right.info.width;
  const image = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: left.data, left: 0, top: 0 },
      { input: right.data, left: left.info.width, top: 0 },
    ])
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
  return { image, width, height };
}
