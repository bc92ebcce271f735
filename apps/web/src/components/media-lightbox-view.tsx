import { frameAddressOf } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Video from 'yet-another-react-lightbox/plugins/video';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import './media-lightbox.css';
import { BLANK_FRAME, FALLBACK_IMAGE, FrameSlide } from './media-lightbox-frame.tsx';
import type { MediaLightboxProps, MediaSlide } from './media-lightbox-types.ts';

declare module 'yet-another-react-lightbox' {
  interface GenericSlide {
    /** The line under the slide (the material's credit and usage rights). */
    caption?: string;
  }
  interface SlideTypes {
    frame: SlideFrame;
  }
  /** A page of another service (virtual tour, film player) shown in an iframe. */
  interface SlideFrame extends GenericSlide {
    type: 'frame';
    src: string;
    title: string;
  }
  interface SlideImage {
    /** The document the picture is the first page of (a PDF floor plan). */
    fileUrl?: string;
  }
}

/** The slide transition of docs/product.md, for swipes as well as for buttons and arrow keys. */
const TRANSITION_MS = 500;

function toLibrarySlide(slide: MediaSlide): Slide {
  switch (slide.kind) {
    case 'image':
      return {
        type: 'image',
        // A document whose first page is not rendered yet shows the fallback, with its link below.
        src: slide.src || FALLBACK_IMAGE,
        alt: slide.title,
        width: slide.width,
        height: slide.height,
        fileUrl: slide.fileUrl,
        caption: slide.caption,
      };
    case 'video':
      return {
        type: 'video',
        poster: slide.poster,
        width: slide.width,
        height: slide.height,
        sources: [{ src: slide.src, type: slide.contentType ?? 'video/mp4' }],
        caption: slide.caption,
      };
    default:
      // Only https addresses (or our own origin) may fill an iframe, whatever the data says.
      return {
        type: 'frame',
        src: frameAddressOf(slide.src, window.location.href),
        title: slide.title,
        caption: slide.caption,
      };
  }
}

/** The link under a slide: the document a picture shows, or the framed page in a tab of its own. */
function linkOf(slide: Slide, t: TFunction): { href: string; text: string } | null {
  if (slide.type === 'frame') {
    return slide.src === BLANK_FRAME ? null : { href: slide.src, text: t('presentation.lightbox.openPage') };
  }
  if ((slide.type ?? 'image') === 'image' && 'fileUrl' in slide && slide.fileUrl) {
    return { href: slide.fileUrl, text: t('presentation.lightbox.openFile') };
  }
  return null;
}

/** The lightbox itself, built on yet-another-react-lightbox; loaded on demand by MediaLightbox. */
export function MediaLightboxView({ slides, index, open, onClose }: MediaLightboxProps) {
  const { t } = useTranslation();
  // The library goes to the index it is given whenever that index or the slides array changes, dropping a move
  // under way. So both change only together, when the slides really change (their signed addresses renewed),
  // and the index given then is the slide on screen; moving through the slides changes neither.
  const [viewed, setViewed] = useState(index);
  const [start, setStart] = useState({ slides, index });
  if (start.slides !== slides) setStart({ slides, index: viewed });
  const librarySlides = useMemo(() => start.slides.map(toLibrarySlide), [start.slides]);
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={start.index}
      on={{ view: ({ index: shown }) => setViewed(shown) }}
      slides={librarySlides}
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
            <FrameSlide key={slide.src} src={slide.src} title={slide.title} />
          ) : undefined,
        slideFooter: ({ slide }) => {
          const link = linkOf(slide, t);
          if (!link && !slide.caption) return null;
          return (
            <div className="media-lightbox-foot">
              {slide.caption ? <p className="media-lightbox-caption">{slide.caption}</p> : null}
              {link ? (
                <a className="media-lightbox-link" href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.text}
                </a>
              ) : null}
            </div>
          );
        },
      }}
    />
  );
}
