import { frameSandboxOf } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Shown in place of a slide that fails to load (expired link, missing file, a page that never answers): a
// neutral landscape sign.
export const FALLBACK_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" rx="8" fill="#2a2a2a"/><path d="M30 92l30-36 22 26 14-16 34 26z" fill="#6b6b6b"/><circle cx="112" cy="38" r="10" fill="#6b6b6b"/></svg>',
)}`;

/**
 * How long a framed page may take to open before the fallback takes its place. A browser tells a page's
 * frame nothing about another site's errors, so a page that never loads is the failure the portal can see.
 */
const FRAME_LOAD_LIMIT_MS = 20_000;

/** The address a frame is given when its own may not be framed (contracts `frameAddressOf`). */
export const BLANK_FRAME = 'about:blank';

/**
 * A page of another service (virtual tour, film player, web page) in a sandboxed iframe; the fallback image
 * when its address may not be framed or it does not load in time.
 */
export function FrameSlide({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(
    src === BLANK_FRAME ? 'failed' : 'loading',
  );
  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => setState('failed'), FRAME_LOAD_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state === 'failed') {
    return (
      <div className="media-lightbox-frame-failed">
        <img className="media-lightbox-fallback" src={FALLBACK_IMAGE} alt="" />
        <p>{t('presentation.lightbox.pageNotShown', { name: title })}</p>
      </div>
    );
  }
  return (
    <iframe
      className="media-lightbox-frame"
      src={src}
      title={title}
      sandbox={frameSandboxOf(src, window.location.href)}
      allow="fullscreen; autoplay; xr-spatial-tracking"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() => setState('loaded')}
    />
  );
}
