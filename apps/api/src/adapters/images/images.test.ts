import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { oversizedJpegFile } from '../../test/sample-files.ts';
import { isPictureTooLarge, MAX_INPUT_MEGAPIXELS, openImage } from './images.ts';

const SOURCE_ROOT = path.resolve(import.meta.dirname, '../..');

/** Source files of the hub that run in production (tests, test helpers and the demo seed left out). */
async function productionSources(): Promise<string[]> {
  const entries = await readdir(SOURCE_ROOT, { recursive: true });
  return entries
    .filter(
      (entry) => entry.endsWith('.ts') && !entry.endsWith('.test.ts') && !entry.includes('test-fixtures'),
    )
    .filter((entry) => !entry.startsWith(`test${path.sep}`) && !entry.startsWith(`db${path.sep}seed`))
    .map((entry) => path.join(SOURCE_ROOT, entry));
}

describe('the pixel limit of every picture the hub decodes', () => {
  it('no module opens sharp on its own, so no picture skips the limit', async () => {
    const ownSharp = [];
    for (const file of await productionSources()) {
      const text = await readFile(file, 'utf8');
      const loadsSharp = /^import (?!type\b)[^;]*from 'sharp';|loadOnFirstUse<[^>]*>\('sharp'\)/m.test(text);
      if (loadsSharp) ownSharp.push(path.relative(SOURCE_ROOT, file));
    }
    expect(ownSharp).toEqual([path.join('adapters', 'images', 'images.ts')]);
  });

  it('refuses a picture claiming more pixels before decoding it, and lets a 100-megapixel photo through', async () => {
    const refused = await openImage(await oversizedJpegFile(12_000, 10_000))
      .rotate()
      .toBuffer()
      .catch((error: unknown) => error);
    expect(isPictureTooLarge(refused)).toBe(true);
    expect(MAX_INPUT_MEGAPIXELS).toBeGreaterThanOrEqual(102);
    // A medium-format camera's 11648 × 8736: the header passes the limit (its pixels are missing here).
    const mediumFormat = await openImage(await oversizedJpegFile(11_648, 8_736))
      .rotate()
      .toBuffer()
      .catch((error: unknown) => error);
    expect(isPictureTooLarge(mediumFormat)).toBe(false);
  });
});
