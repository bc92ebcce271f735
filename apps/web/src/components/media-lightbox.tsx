import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import type { MediaLightboxProps } from './media-lightbox-types.ts';

export type { MediaLightboxProps, MediaSlide } from './media-lightbox-types.ts';

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
