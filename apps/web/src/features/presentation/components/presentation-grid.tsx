import { GlobalOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { PresentationSlide } from '@portal/contracts';
import { Empty, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaLightbox, type MediaSlide } from '@/components/media-lightbox.tsx';
import './presentation.css';

/** The lightbox shows the web-sized preview, never the full-size original, so a phone opens it quickly. */
function toMediaSlide(slide: PresentationSlide): MediaSlide {
  const size = { width: slide.width ?? undefined, height: slide.height ?? undefined };
  switch (slide.kind) {
    case 'image':
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

function Thumbnail({ slide }: { slide: PresentationSlide }) {
  if (slide.thumbnailUrl) {
    // Lazily: a case of 300 pictures downloads only the thumbnails on screen.
    return <img src={slide.thumbnailUrl} alt="" loading="lazy" decoding="async" />;
  }
  return (
    <span className="presentation-tile-icon" aria-hidden>
      {slide.kind === 'video' ? <PlayCircleOutlined /> : <GlobalOutlined />}
    </span>
  );
}

interface PresentationGridProps {
  slides: PresentationSlide[];
  /** Marks inactive material, for the office's own view of all material. */
  markInactive?: boolean;
  /** The case's material is archived: say so instead of "nothing yet". */
  archived?: boolean;
}

/** The material as a grid of thumbnails; a click opens the media lightbox at that slide. */
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
            <button
              type="button"
              className="presentation-tile"
              aria-label={t('presentation.grid.open', { name: slide.name })}
              onClick={() => setOpenAt(index)}
            >
              <Thumbnail slide={slide} />
              {slide.kind !== 'image' && (
                <span className="presentation-tile-kind">{t(`presentation.kinds.${slide.kind}`)}</span>
              )}
              {markInactive && !slide.active && (
                <Tag className="presentation-tile-inactive">{t('presentation.grid.inactive')}</Tag>
              )}
            </button>
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
