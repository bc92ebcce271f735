import {
  DOCUMENT_EXTENSIONS,
  ErrorKey,
  fileExtensionOf,
  IMAGE_EXTENSIONS,
  VIDEO_EXTENSIONS,
} from '@portal/contracts';
import { readStart, type Storage, StoredObjectChanged } from '../../adapters/storage/storage.ts';
import { AppError } from '../../app-error.ts';

/**
 * What the first bytes must show for each kind of file the hub takes, as file-type names the formats. A
 * kind, not one exact format: a PNG saved as .jpg or a film saved as .mov from an MP4 recorder is common and
 * harmless, while a page, a script or an SVG shows no such signature at all (file-type finds none in text).
 */
const FORMATS_OF_KIND = {
  picture: new Set(['jpg', 'png', 'heic', 'tif', 'webp', 'gif']),
  video: new Set(['mov', 'mp4', 'm4v', '3gp', '3g2', 'asf', 'avi', 'mpg', 'webm', 'mkv']),
  // Illustrator's own files are PDF files too.
  document: new Set(['pdf', 'ai']),
} as const;

type FileKind = keyof typeof FORMATS_OF_KIND;

function kindOfName(fileName: string): FileKind | null {
  const extension = fileExtensionOf(fileName);
  // A GIF is delivered only as an animated picture, never uploaded as a photo, so it is not an image extension.
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(extension) || extension === 'gif') return 'picture';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return 'video';
  if ((DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) return 'document';
  return null;
}

/** Files checked at the same time. */
const CHECKS_AT_ONCE = 8;

/** Enough for every signature file-type knows (it reads at most this far into a file for most formats). */
const SIGNATURE_BYTES = 64 * 1024;

export interface StoredUpload {
  key: string;
  /** The name whose extension says what the file is. */
  claimedName: string;
  /** The stored size; an empty file has no signature to check. */
  size: number;
  /**
   * The ETag storage answered with that size: the bytes checked must be the bytes of this ETag, so a file
   * replaced meanwhile is refused rather than registered under the ETag of the file before it.
   */
  etag: string;
  /** The request field a refusal points at. */
  field: string;
}

/**
 * Whether the file stored at `key` is what its name claims: its first bytes carry the signature of a format
 * of the name's kind. Read from storage, since with S3 the bytes go straight from the browser to the bucket.
 * A storage that cannot be read throws (the caller answers 500 and keeps the file), so an outage never
 * passes for a wrong type.
 */
async function storedContentMatchesName(storage: Storage, file: Omit<StoredUpload, 'field'>) {
  const kind = kindOfName(file.claimedName);
  if (!kind || file.size === 0) return false;
  // Loaded with the first upload checked rather than with the hub (docs/performance.md, "Memory").
  const { fileTypeFromBuffer } = await import('file-type');
  const start = await readStart(storage, file.key, SIGNATURE_BYTES, { ifMatch: file.etag || undefined });
  const detected = await fileTypeFromBuffer(start);
  return detected !== undefined && FORMATS_OF_KIND[kind].has(detected.ext);
}

/** A file whose ETag changed between the check of its size and the reading of its first bytes (409). */
function changedDuringCheck(error: unknown, files: StoredUpload[]) {
  if (!(error instanceof StoredObjectChanged)) return error;
  const field = files.find((file) => file.key === error.key)?.field;
  return new AppError(ErrorKey.uploadChanged, 409, field ? { [field]: ErrorKey.uploadChanged } : undefined);
}

/**
 * Refuses the first file whose content does not match its name with "File type is not supported.", on the
 * file's field, after removing the refused files from storage: they can never be registered under their
 * name, and left there they would count against the upload limit until the nightly clean-up. A file
 * replaced while it is checked is refused as changed.
 */
export async function assertStoredContentMatches(storage: Storage, files: StoredUpload[]): Promise<void> {
  const matches: boolean[] = [];
  try {
    // A few at a time: a call may name hundreds of files, and each check holds SIGNATURE_BYTES in memory.
    for (let start = 0; start < files.length; start += CHECKS_AT_ONCE) {
      const group = files.slice(start, start + CHECKS_AT_ONCE);
      matches.push(...(await Promise.all(group.map((file) => storedContentMatchesName(storage, file)))));
    }
  } catch (error) {
    throw changedDuringCheck(error, files);
  }
  const refused = files.filter((_, index) => !matches[index]);
  const first = refused[0];
  if (!first) return;
  await Promise.allSettled(refused.map((file) => storage.remove(file.key)));
  throw new AppError(ErrorKey.uploadTypeNotSupported, 400, {
    [first.field]: ErrorKey.uploadTypeNotSupported,
  });
}
