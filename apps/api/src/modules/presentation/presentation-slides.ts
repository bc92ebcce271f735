import { MaterialType, type PresentationSlide, type SlideKind } from '@portal/contracts';
import type { Storage } from '../../adapters/storage/storage.ts';
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

/** Only https pages go into an iframe: anything else (javascript:, data:, http) is left out. */
function httpsAddress(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const EMBED_SOURCE = /<(?:iframe|embed)\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * An embed code is never shown as HTML: only the address of its iframe or embed element is kept, and the
 * portal builds its own iframe around it.
 */
export function addressOfEmbedCode(code: string): string | null {
  const match = EMBED_SOURCE.exec(code);
  const source = match?.[1] ?? match?.[2] ?? match?.[3];
  return source ? httpsAddress(source.replaceAll('&amp;', '&')) : null;
}

/** How a material shows in the lightbox, or null when it cannot be presented (texts, Flash, PDFs...). */
export function slideKindOf(row: MaterialRow): { kind: SlideKind; embedUrl: string | null } | null {
  if (row.storageKey) {
    const contentType = row.contentType ?? '';
    if (contentType.startsWith('video/') || (!contentType && FILM_TYPES.has(row.type))) {
      return { kind: 'video', embedUrl: null };
    }
    if (contentType.startsWith('image/') || (!contentType && PICTURE_TYPES.has(row.type))) {
      return { kind: 'image', embedUrl: null };
    }
    return null;
  }
  if (!row.url) return null;
  if (row.url.trim().startsWith('<')) {
    const embedUrl = addressOfEmbedCode(row.url);
    return embedUrl ? { kind: 'embed', embedUrl } : null;
  }
  const embedUrl = httpsAddress(row.url);
  return embedUrl ? { kind: 'iframe', embedUrl } : null;
}

/**
 * The slides of a case's material with signed URLs valid for `expiresInSeconds`. A picture whose preview or
 * thumbnail has not been made yet falls back to the next larger file.
 */
export async function toSlides(
  storage: Storage,
  rows: MaterialRow[],
  expiresInSeconds: number,
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
      const picture = shown.kind === 'image';
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
      };
    }),
  );
  return slides.filter((slide): slide is PresentationSlide => slide !== null);
}
