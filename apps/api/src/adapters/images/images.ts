import type sharpFactory from 'sharp';
import type { Create, Sharp, SharpOptions } from 'sharp';
import { loadOnFirstUse } from '../load-on-first-use.ts';

const sharp = loadOnFirstUse<typeof sharpFactory>('sharp');

/**
 * The most pixels the hub decodes from one picture: 110 megapixels, above the largest photos offices get
 * (medium-format cameras give 11648 × 8736, about 102 MP) and far below sharp's own default of 268 MP. A
 * bigger file is refused before it is decoded, so one upload cannot hold gigabytes of memory.
 */
export const MAX_INPUT_MEGAPIXELS = 110;
const MAX_INPUT_PIXELS = MAX_INPUT_MEGAPIXELS * 1_000_000;

/**
 * A sharp pipeline with the hub's limits: every picture the hub reads goes through here (a file, or a stream
 * piped in when `input` is left out). The test `images.test.ts` makes sure no other file imports sharp.
 */
export function openImage(input?: Buffer, options: Omit<SharpOptions, 'limitInputPixels'> = {}): Sharp {
  const limited = { ...options, limitInputPixels: MAX_INPUT_PIXELS };
  return input ? sharp()(input, limited) : sharp()(limited);
}

/** A blank canvas of the hub's own making, to draw or compose pictures on. */
export function blankCanvas(create: Create): Sharp {
  return sharp()({ create, limitInputPixels: MAX_INPUT_PIXELS });
}

/** Whether sharp refused a picture for having more pixels than MAX_INPUT_MEGAPIXELS. */
export function isPictureTooLarge(error: unknown): boolean {
  return error instanceof Error && /exceeds pixel limit/i.test(error.message);
}
