import type { PresentationSlide } from '@portal/contracts';
import { Empty, Tag } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaterialFace, MaterialKindTags } from '@/components/material-kind.tsx';
import { MediaLightbox, type MediaSlide } from '@/components/media-lightbox.tsx';
import { PDF_CONTENT_TYPE } from '@/lib/material-kinds.ts';
import './presentation.css';

/** The lightbox shows the web-sized preview, never the full-size original, so a phone opens it quickly. */
function toMediaSlide(slide: PresentationSlide): MediaSlide {
  const size = { width: slide.width ?? undefined, height: slide.height ?? undefined };
  switch (slide.kind) {
    case 'image':
      if (slide.contentType === PDF_CONTENT_TYPE) {
        return {
          kind: 'image',
          src: slide.previewUrl ?? '',
          title: slide.name,
          fileUrl: slide.originalUrl ?? undefined,
        };
      }
      return { kind: 'image', src: slide.previewUrl ?? slide.originalUrl ?? '', title: slide.name, ...size };
    case 'video':
      return {
        kind: 'video',
        src: slide.originalUrl ?? '',
        title: slide.name,
        poster: slide.thumbnailUrl ?? undefined,
        contentType: slide.contentType ?? undefined,
        ...size,
      };
    default:
      return { kind: slide.kind, src: slide.embedUrl ?? '', title: slide.name };
  }
}

function PresentationTile({
  slide,
  inactive,
  onOpen,
}: {
  slide: PresentationSlide;
  inactive: boolean;
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
    </div>
  );
}

interface PresentationGridProps {
  slides: PresentationSlide[];
  /** Marks inactive material, for the office's own view of all material. */
  markInactive?: boolean;
  /** The case's material is archived: say so instead of "nothing yet". */
  archived?: boolean;
}

/**
 * The material as a grid of thumbnails, floor plans and links named by their type (a link as a card with its
 * title and site); a click opens the media lightbox at that slide.
 */
export function PresentationGrid({ slides, markInactive = false, archived = false }: PresentationGridProps) {
  const { t } = useTranslation();
  const [openAt, setOpenAt] = useState<number | null>(null);

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
              onOpen={() => setOpenAt(index)}
            />
          </li>
        ))}
      </ul>
      <MediaLightbox
        slides={slides.map(toMediaSlide)}
        index={openAt ?? 0}
        open={openAt !== null}
        onClose={() => setOpenAt(null)}
      />
    </>
  );
}
