import {
  deliveredFileExtensions,
  deliveredFileTypes,
  ErrorKey,
  FILE_EXTENSIONS_OF_TYPE,
  fileExtensionOf,
  isImageFileName,
  isVideoFileName,
  type MaterialType,
  type ProductDeliveryFields,
} from '@portal/contracts';
import { AppError } from '../../app-error.ts';

// What a delivered file becomes: material of a type the line's product delivers (a FLOORPLAN-2D line's PNG or
// PDF is a Floorplan, a PANO-720 line's JPEG a PanoramasJpeg), rather than what its extension suggests.

/** What the line's product delivers, with its name for messages; undefined for a line without a product. */
export type LineProduct = (ProductDeliveryFields & { name: string }) | undefined;

const BEFORE_AFTER_TYPES: readonly MaterialType[] = ['BeforeAfterPictures', 'BeforeAfterPanoramas'];

/** "kitchen-before.jpg": the pair's name and its side; the side ends the name after -, _ or a space. */
const BEFORE_AFTER_NAME = /^(.+?)[-_ ](before|after)$/i;

function beforeAfterSideOf(fileName: string) {
  const stem = fileName.slice(0, fileName.length - fileExtensionOf(fileName).length - 1);
  const match = BEFORE_AFTER_NAME.exec(stem);
  if (!match?.[1] || !match[2]) return null;
  return { pair: match[1].toLowerCase(), side: match[2].toLowerCase() as 'before' | 'after' };
}

/** What the extension suggests, for a line whose product names no file type that takes it. */
function typeByExtension(fileName: string): MaterialType {
  if (isVideoFileName(fileName)) return 'Video';
  return isImageFileName(fileName) ? 'Picture' : 'Unknown';
}

/**
 * The first of the product's file types that takes the file: a before/after type only for a file named as
 * one side of a pair, the others before it. Null when none does.
 */
function productTypeOf(fileName: string, product: NonNullable<LineProduct>): MaterialType | null {
  const extension = fileExtensionOf(fileName);
  const candidates = deliveredFileTypes(product).filter((type) =>
    (FILE_EXTENSIONS_OF_TYPE[type] as readonly string[]).includes(extension),
  );
  if (beforeAfterSideOf(fileName)) {
    const pairType = candidates.find((type) => BEFORE_AFTER_TYPES.includes(type));
    if (pairType) return pairType;
  }
  return candidates.find((type) => !BEFORE_AFTER_TYPES.includes(type)) ?? null;
}

/**
 * Refuses a file the line's product does not deliver, with the message on `field`: a product delivered
 * otherwise than as files, an extension none of its types takes, or a before/after picture not named as one
 * side of a pair. A line without a product takes any delivery file.
 */
export function assertProductTakesFile(product: LineProduct, fileName: string, field: string): void {
  if (!product || productTypeOf(fileName, product)) return;
  const params = { product: product.name };
  if (!product.deliveryKinds.includes('files')) {
    throw new AppError(ErrorKey.noFilesOfProduct, 400, { [field]: ErrorKey.noFilesOfProduct }, params);
  }
  const extensions = deliveredFileExtensions(product);
  if (extensions.includes(fileExtensionOf(fileName))) {
    throw new AppError(ErrorKey.beforeAfterName, 400, { [field]: ErrorKey.beforeAfterName });
  }
  throw new AppError(
    ErrorKey.fileNotOfProduct,
    400,
    { [field]: ErrorKey.fileNotOfProduct },
    { ...params, extensions: extensions.map((extension) => extension.toUpperCase()).join(', ') },
  );
}

/** The file extensions a line takes: its product's, or every delivery file's for a line without one. */
export function fileExtensionsOfLine(product: LineProduct, anyDeliveryFile: readonly string[]): string[] {
  return product ? deliveredFileExtensions(product) : [...anyDeliveryFile];
}

export interface TypedFile {
  /** Where the file was in the list given. */
  index: number;
  type: MaterialType;
  /** For the "after" of a before/after pair: the index of its "before". */
  beforeIndex: number | null;
}

/**
 * Types the files of one delivery by the line's product and pairs before/after pictures by name, each
 * "before" followed by its "after". `strict` (the provider's delivery) refuses a file of a before/after
 * pair without its partner, on `uploads.{index}.fileName`; otherwise (the office's own files, a corrected
 * picture) a file the product does not deliver is typed by its extension and a lone side stays unpaired.
 */
export function typeDeliveredFiles(
  fileNames: string[],
  product: LineProduct,
  options: { strict: boolean },
): TypedFile[] {
  const typed = fileNames.map((fileName, index) => ({
    index,
    fileName,
    type: (product && productTypeOf(fileName, product)) ?? typeByExtension(fileName),
  }));
  const sides = new Map<string, { before: number[]; after: number[] }>();
  for (const file of typed.filter((each) => BEFORE_AFTER_TYPES.includes(each.type))) {
    const side = beforeAfterSideOf(file.fileName);
    if (!side) continue;
    const key = `${file.type}/${side.pair}`;
    const pair = sides.get(key) ?? { before: [], after: [] };
    pair[side.side].push(file.index);
    sides.set(key, pair);
  }
  const partnerOf = new Map<number, number>();
  for (const pair of sides.values()) {
    const [before] = pair.before;
    const [after] = pair.after;
    if (pair.before.length === 1 && pair.after.length === 1 && before !== undefined && after !== undefined) {
      partnerOf.set(before, after);
      partnerOf.set(after, before);
    }
  }
  if (options.strict) {
    const lone = typed.find((file) => BEFORE_AFTER_TYPES.includes(file.type) && !partnerOf.has(file.index));
    if (lone) {
      const field = `uploads.${lone.index}.fileName`;
      throw new AppError(
        ErrorKey.beforeAfterUnpaired,
        400,
        { [field]: ErrorKey.beforeAfterUnpaired },
        { fileName: lone.fileName },
      );
    }
  }
  const ordered: TypedFile[] = [];
  for (const file of typed) {
    const partner = partnerOf.get(file.index);
    // An "after" is placed right behind its "before".
    if (partner !== undefined && beforeAfterSideOf(file.fileName)?.side === 'after') continue;
    ordered.push({ index: file.index, type: file.type, beforeIndex: null });
    if (partner !== undefined) ordered.push({ index: partner, type: file.type, beforeIndex: file.index });
  }
  return ordered;
}
