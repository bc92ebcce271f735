import { frameAddressOf, frameSandboxOf } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { type GenericSlide, type Slide } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Video from 'yet-another-react-lightbox/plugins/video';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import './media-lightbox.css';
import type { MediaLightboxProps, MediaSlide } from './media-lightbox.tsx';

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    frame: SlideFrame;
  }
  /** A page of another service (virtual tour, film player) shown in an iframe. */
  interface SlideFrame extends GenericSlide {
    type: 'frame';
    src: string;
    title: string;
  }
}

/** The slide transition of docs/product.md, for swipes as well as for buttons and arrow keys. */
const TRANSITION_MS = 500;

// Shown in place of a picture that fails to load (expired link, missing file): a neutral landscape sign.
const FALLBACK_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" rx="8" fill="#2a2a2a"/><path d="M30 92l30-36 22 26 14-16 34 26z" fill="#6b6b6b"/><circle cx="112" cy="38" r="10" fill="#6b6b6b"/></svg>',
)}`;

function toLibrarySlide(slide: MediaSlide): Slide {
  switch (slide.kind) {
    case 'image':
      return { type: 'image', src: slide.src, alt: slide.title, width: slide.width, height: slide.height };
    case 'video':
      return {
        type: 'video',
        poster: slide.poster,
        width: slide.width,
        height: slide.height,
        sources: [{ src: slide.src, type: slide.contentType ?? 'video/mp4' }],
      };
    default:
      // Only https addresses (or our own origin) may fill an iframe, whatever the data says.
      return { type: 'frame', src: frameAddressOf(slide.src, window.location.href), title: slide.title };
  }
}

/** The lightbox itself, built on yet-another-react-lightbox; loaded on demand by MediaLightbox. */
export function MediaLightboxView({ slides, index, open, onClose }: MediaLightboxProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(index);
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={current}
      on={{ view: ({ index: viewed }) => setCurrent(viewed) }}
      slides={slides.map(toLibrarySlide)}
      plugins={[Video, Counter]}
      carousel={{ finite: false, preload: 1 }}
      animation={{ swipe: TRANSITION_MS, navigation: TRANSITION_MS }}
      video={{ controls: true, playsInline: true, preload: 'metadata' }}
      labels={{
        Previous: t('presentation.lightbox.previous'),
        Next: t('presentation.lightbox.next'),
        Close: t('presentation.lightbox.close'),
        Lightbox: t('presentation.lightbox.label'),
        Carousel: t('presentation.lightbox.carousel'),
        'Photo gallery': t('presentation.lightbox.gallery'),
        Slide: t('presentation.lightbox.slide'),
        '{index} of {total}': t('presentation.lightbox.position', { index: '{index}', total: '{total}' }),
      }}
      render={{
        iconError: () => (
          <img
            className="media-lightbox-fallback"
            src={FALLBACK_IMAGE}
            alt={t('presentation.lightbox.notLoaded')}
          />
        ),
        slide: ({ slide }) =>
          slide.type === 'frame' ? (
            <iframe
              className="media-lightbox-frame"
              src={slide.src}
              title={slide.title}
              sandbox={frameSandboxOf(slide.src, window.location.href)}
              allow="fullscreen; autoplay; xr-spatial-tracking"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : undefined,
      }}
    />
  );
}
