import { lazy, Suspense, useLayoutEffect, useRef } from 'react';

/**
 * One slide of the media lightbox (docs/product.md). `embed` and `iframe` slides show the page at
 * `src` in a sandboxed iframe (contracts `frameSandboxOf`); an embed code is never injected as HTML: the hub
 * keeps only its iframe's address, and gives a YouTube or Vimeo page's player.
 */
export interface MediaSlide {
  kind: 'image' | 'video' | 'embed' | 'iframe';
  src: string;
  title: string;
  /** A still shown before a video plays. */
  poster?: string;
  /** A video's content type, such as video/mp4. */
  contentType?: string;
  width?: number;
  height?: number;
  /** The document an image slide is the rendered first page of (a PDF floor plan), offered as a link. */
  fileUrl?: string;
}

export interface MediaLightboxProps {
  slides: MediaSlide[];
  /** The slide shown when the lightbox opens. */
  index: number;
  open: boolean;
  onClose: () => void;
}

// The lightbox library and its styles load only when a lightbox first opens, so no page pays for them up front.
const MediaLightboxView = lazy(async () => ({
  default: (await import('./media-lightbox-view.tsx')).MediaLightboxView,
}));

/**
 * A full-screen carousel of pictures, films, documents and embedded pages; wraps at both ends, arrow keys
 * page, and a slide that cannot be shown becomes the fallback image. When it closes, the focus goes back to
 * what opened it (a thumbnail), so a keyboard user goes on from where they were.
 */
export function MediaLightbox(props: MediaLightboxProps) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect, so the opener is taken before the lightbox moves the focus into itself.
  useLayoutEffect(() => {
    if (props.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    opener.current?.focus();
    opener.current = null;
  }, [props.open]);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <MediaLightboxView {...props} />
    </Suspense>
  );
}
