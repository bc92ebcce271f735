import type { FeedbackPictureRecord } from '@portal/contracts';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

interface PictureStripProps {
  pictures: FeedbackPictureRecord[];
  selectedId: string | undefined;
  counts: Map<string, number>;
  onSelect: (materialId: string) => void;
}

/** The delivery's pictures as thumbnails, each with how many comments it has; one is open for drawing. */
export function PictureStrip({ pictures, selectedId, counts, onSelect }: PictureStripProps) {
  const { t } = useTranslation();
  return (
    <ul className="feedback-strip" aria-label={t('feedback.page.pictures')}>
      {pictures.map((picture, index) => {
        const count = counts.get(picture.materialId) ?? 0;
        return (
          <li key={picture.materialId}>
            <Badge count={count} size="small" color="#1f1f1f">
              <button
                type="button"
                className="feedback-strip-button"
                aria-pressed={picture.materialId === selectedId}
                aria-label={t('feedback.page.pictureLabel', { number: index + 1, name: picture.name, count })}
                onClick={() => onSelect(picture.materialId)}
              >
                <img src={picture.thumbnailUrl ?? picture.previewUrl ?? picture.url ?? ''} alt="" />
              </button>
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
