import type { Locale, PresentationSlide } from '@portal/contracts';
import { Empty, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaterialFace, MaterialKindTags } from '@/components/material-kind.tsx';
import { MediaLightbox, type MediaSlide } from '@/components/media-lightbox.tsx';
import { RightsMark } from '@/components/rights-mark.tsx';
import { useLocale } from '@/lib/i18n.ts';
import { PDF_CONTENT_TYPE } from '@/lib/material-kinds.ts';
import { rightsCaption } from '@/lib/usage-rights.ts';
import './presentation.css';

/** The lightbox shows the web-sized preview, never the full-size original, so a phone opens it quickly. */
function toMediaSlide(slide: PresentationSlide, caption: string | undefined): MediaSlide {
  const size = { width: slide.width ?? undefined, height: slide.height ?? undefined };
  const named = { title: slide.name, caption };
  switch (slide.kind) {
    case 'image':
      if (slide.contentType === PDF_CONTENT_TYPE) {
        return {
          kind: 'image',
          src: slide.previewUrl ?? '',
          fileUrl: slide.originalUrl ?? undefined,
          ...named,
        };
      }
      return { kind: 'image', src: slide.previewUrl ?? slide.originalUrl ?? '', ...size, ...named };
    case 'video':
      return {
        kind: 'video',
        src: slide.originalUrl ?? '',
        poster: slide.thumbnailUrl ?? undefined,
        contentType: slide.contentType ?? undefined,
        ...size,
        ...named,
      };
    default:
      return { kind: slide.kind, src: slide.embedUrl ?? '', ...named };
  }
}

/**
 * The line under a slide: for the office, its credit, licence and until when; for a shared link's visitor,
 * the credit alone (the licence is the office's business, and expired material is not shown there).
 */
function captionOf(t: TFunction, slide: PresentationSlide, office: boolean, locale: Locale) {
  if (office) return rightsCaption(t, slide.rights, locale);
  return slide.rights.credit ? t('materials.rights.credit', { credit: slide.rights.credit }) : undefined;
}

function PresentationTile({
  slide,
  inactive,
  rightsOn,
  onOpen,
}: {
  slide: PresentationSlide;
  inactive: boolean;
  rightsOn: string | undefined;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const faceId = useId();
  const pdf = slide.contentType === PDF_CONTENT_TYPE;
  const thumbnail = slide.thumbnailUrl;
  return (
    <div className="presentation-tile-frame">
      <button
        type="button"
        className="presentation-tile"
        aria-label={t('presentation.grid.open', { name: slide.name })}
        aria-describedby={thumbnail ? undefined : faceId}
        onClick={onOpen}
      >
        {thumbnail ? (
          // Lazily: a case of 300 pictures downloads only the thumbnails on screen.
          <img src={thumbnail} alt="" loading="lazy" decoding="async" />
        ) : null}
      </button>
      {thumbnail ? (
        <MaterialKindTags type={slide.materialType} />
      ) : (
        <MaterialFace
          id={faceId}
          type={slide.materialType}
          address={slide.embedUrl}
          pdf={pdf}
          title={slide.name}
        />
      )}
      {inactive ? <Tag className="presentation-tile-inactive">{t('presentation.grid.inactive')}</Tag> : null}
      {rightsOn ? <RightsMark rights={slide.rights} today={rightsOn} /> : null}
    </div>
  );
}

interface PresentationGridProps {
  slides: PresentationSlide[];
  /** Marks inactive material, for the office's own view of all material. */
  markInactive?: boolean;
  /** The case's material is archived: say so instead of "nothing yet". */
  archived?: boolean;
  /**
   * The office's own view: today (YYYY-MM-DD in the reader's zone), for the marks of rights that end soon or
   * ended and the whole rights under each slide. Without it (a shared link) only the credit shows.
   */
  rightsOn?: string;
}

/**
 * The material as a grid of thumbnails, floor plans and links named by their type (a link as a card with its
 * title and site); a click opens the media lightbox at that slide, with the credit under it.
 */
export function PresentationGrid({
  slides,
  markInactive = false,
  archived = false,
  rightsOn,
}: PresentationGridProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [openAt, setOpenAt] = useState<number | null>(null);
  // One array while the slides are the same, so the open lightbox keeps its place (MediaLightboxView).
  const mediaSlides = useMemo(
    () => slides.map((slide) => toMediaSlide(slide, captionOf(t, slide, rightsOn !== undefined, locale))),
    [slides, t, rightsOn, locale],
  );

  if (slides.length === 0) {
    return <Empty description={t(archived ? 'presentation.grid.archived' : 'presentation.grid.empty')} />;
  }
  return (
    <>
      <ul className="presentation-grid">
        {slides.map((slide, index) => (
          <li key={slide.id}>
            <PresentationTile
              slide={slide}
              inactive={markInactive && !slide.active}
              rightsOn={rightsOn}
              onOpen={() => setOpenAt(index)}
            />
          </li>
        ))}
      </ul>
      <MediaLightbox
        slides={mediaSlides}
        index={openAt ?? 0}
        open={openAt !== null}
        onClose={() => setOpenAt(null)}
      />
    </>
  );
}
