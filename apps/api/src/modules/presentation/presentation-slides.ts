import {
  embedAddressOf,
  isEmbedCode,
  isPdfFloorPlan,
  MaterialType,
  type PresentationSlide,
  type SlideKind,
} from '@portal/contracts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { rightsOf } from '../materials/material-rights.service.ts';
import type { MaterialRow } from '../materials/materials.service.ts';

/** Stored material that is a still picture even when its content type was not recorded. */
const PICTURE_TYPES = new Set<string>([
  'Picture',
  'Floorplan',
  'AnimatedPicture',
  'PanoramasJpeg',
  'BeforeAfterPictures',
]);
const FILM_TYPES = new Set<string>(['Video', 'SlideShow']);

/**
 * How a material shows in the lightbox, or null when it cannot be presented (texts, Flash, documents...). A
 * PDF floor plan shows as its first page, which the previews job renders.
 */
export function slideKindOf(row: MaterialRow): { kind: SlideKind; embedUrl: string | null } | null {
  if (row.storageKey) {
    const contentType = row.contentType ?? '';
    if (isPdfFloorPlan(row)) return { kind: 'image', embedUrl: null };
    if (contentType.startsWith('video/') || (!contentType && FILM_TYPES.has(row.type))) {
      return { kind: 'video', embedUrl: null };
    }
    if (contentType.startsWith('image/') || (!contentType && PICTURE_TYPES.has(row.type))) {
      return { kind: 'image', embedUrl: null };
    }
    return null;
  }
  const embedUrl = row.url ? embedAddressOf(row.url) : null;
  if (!row.url || !embedUrl) return null;
  return { kind: isEmbedCode(row.url) ? 'embed' : 'iframe', embedUrl };
}

/**
 * The slides of a case's material with signed URLs valid for `expiresInSeconds`, with their rights as of
 * `today` (the department's day). A picture whose preview or
 * thumbnail has not been made yet falls back to the next larger file; a PDF floor plan's previews are its
 * rendered first page and its original the PDF.
 */
export async function toSlides(
  storage: Storage,
  rows: MaterialRow[],
  expiresInSeconds: number,
  today: string,
): Promise<PresentationSlide[]> {
  const sign = (key: string | null) => (key ? storage.presignGet(key, { expiresInSeconds }) : null);
  const slides = await Promise.all(
    rows.map(async (row): Promise<PresentationSlide | null> => {
      const shown = slideKindOf(row);
      if (!shown) return null;
      const [originalUrl, previewUrl, thumbnailUrl] = await Promise.all([
        sign(row.storageKey),
        sign(row.previewKey),
        sign(row.thumbnailKey),
      ]);
      // A PDF is never put in an <img>: until its page is rendered it has no picture to show.
      const picture = shown.kind === 'image' && !isPdfFloorPlan(row);
      return {
        id: row.id,
        kind: shown.kind,
        materialType: MaterialType.safeParse(row.type).data ?? 'Unknown',
        name: row.name,
        active: row.active,
        sortOrder: row.sortOrder,
        width: row.width,
        height: row.height,
        originalUrl,
        previewUrl: previewUrl ?? (picture ? originalUrl : null),
        thumbnailUrl: thumbnailUrl ?? previewUrl ?? (picture ? originalUrl : null),
        contentType: row.contentType,
        embedUrl: shown.embedUrl,
        rights: rightsOf(row, today),
      };
    }),
  );
  return slides.filter((slide): slide is PresentationSlide => slide !== null);
}
