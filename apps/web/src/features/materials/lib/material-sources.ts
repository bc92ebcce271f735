import type { MaterialRecord } from '@portal/contracts';
import type { MediaSlide } from '@/components/media-lightbox.tsx';
import { PDF_CONTENT_TYPE } from '@/lib/material-kinds.ts';

/** What the grid shows of a material: its thumbnail, else the largest source while the previews are made. */
export function pictureUrlOf(material: MaterialRecord): string | null {
  const isImage = material.largestSource?.contentType?.startsWith('image/') ?? false;
  return material.thumbnailUrl ?? (isImage ? (material.largestSource?.url ?? null) : null);
}

/** The stored PDF of a material (a floor plan drawn as a document), or null. */
export function pdfUrlOf(material: MaterialRecord): string | null {
  const source = material.largestSource;
  return source?.contentType === PDF_CONTENT_TYPE ? source.url : null;
}

/**
 * The address a link material's frame shows: the one the hub gives for framing (an embed code's iframe, a
 * YouTube or Vimeo page's player), else the link itself, which the lightbox frames only when it is https.
 */
function frameAddressOfMaterial(material: MaterialRecord): string | null {
  return material.embedUrl ?? material.url;
}

/**
 * How a material opens large: a tour, film or page link in a frame, a film file in the player, a PDF as its
 * rendered first page with a link to the file, a picture as its web-sized preview; `caption` (its credit and
 * usage rights) under it. Null: it has nothing to show large (a document without a page), so it opens as a file.
 */
export function slideOf(material: MaterialRecord, caption?: string): MediaSlide | null {
  const source = material.largestSource;
  const named = { title: material.name, caption };
  const frame = frameAddressOfMaterial(material);
  if (frame) return { kind: 'iframe', src: frame, ...named };
  if (source?.contentType?.startsWith('video/')) {
    return { kind: 'video', src: source.url, contentType: source.contentType, ...named };
  }
  const pdf = pdfUrlOf(material);
  if (pdf) return { kind: 'image', src: material.previewUrl ?? '', fileUrl: pdf, ...named };
  const picture = material.previewUrl ?? pictureUrlOf(material);
  if (!picture) return null;
  return {
    kind: 'image',
    src: picture,
    width: source?.width ?? undefined,
    height: source?.height ?? undefined,
    ...named,
  };
}
