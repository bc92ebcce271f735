import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { grainyJpegFile as grainy } from '../../test/sample-files.ts';
import { renderPicture } from './picture-rendition.ts';

const meanOf = async (jpeg: Buffer, region: { left: number; top: number; width: number; height: number }) => {
  const pixels = await sharp(jpeg).extract(region).removeAlpha().raw().toBuffer();
  return pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
};

describe('a picture rendered for a listing', () => {
  it('fits inside the long edge in one pass and burns the label into the bottom-left corner', async () => {
    const rendered = await renderPicture(await grainy(2400, 1600), {
      maxLongEdge: 1200,
      jpegQuality: 85,
      maxFileBytes: 10_000_000,
      label: 'Illustrasjon – digitalt endret',
    });
    const { width, height, space } = await sharp(rendered).metadata();
    expect([width, height, space]).toEqual([1200, 800, 'srgb']);
    expect(await meanOf(rendered, { left: 2, top: 780, width: 10, height: 10 })).toBeLessThan(80);
    expect(await meanOf(rendered, { left: 1100, top: 10, width: 80, height: 40 })).toBeGreaterThan(120);
  });

  it('stays under the file cap by lowering the quality, then the size', async () => {
    const source = await grainy(1600, 1200);
    const cap = 60_000;
    const rendered = await renderPicture(source, {
      maxLongEdge: 1600,
      jpegQuality: 90,
      maxFileBytes: cap,
      label: null,
    });
    expect(rendered.length).toBeLessThanOrEqual(cap);
    const first = await renderPicture(source, {
      maxLongEdge: 1600,
      jpegQuality: 90,
      maxFileBytes: 100_000_000,
      label: null,
    });
    expect(first.length).toBeGreaterThan(cap);
  });
});
