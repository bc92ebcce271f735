import { PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { materialTypeLabel } from '@/lib/material-kinds.ts';
import type { ListingCandidate } from '../lib/listing-draft.ts';

/** The case's pictures and floor plans not in the listing, each with a button that adds it at the end. */
export function MorePictures({
  candidates,
  onAdd,
}: {
  candidates: ListingCandidate[];
  onAdd: (materialId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={t('listings.more.title', { count: candidates.length })}>
      {candidates.length === 0 ? (
        <Typography.Text type="secondary">{t('listings.more.none')}</Typography.Text>
      ) : (
        <ul className="listing-candidates" aria-label={t('listings.more.listLabel')}>
          {candidates.map((candidate) => (
            <li key={candidate.id} className="listing-candidate">
              <div className="listing-candidate-picture">
                {candidate.thumbnailUrl ? (
                  <img src={candidate.thumbnailUrl} alt="" loading="lazy" decoding="async" />
                ) : (
                  <PictureOutlined aria-hidden />
                )}
              </div>
              <div className="listing-candidate-bar">
                <span className="listing-candidate-name" title={candidate.name}>
                  {candidate.name}
                </span>
                <span className="listing-candidate-tags">
                  {candidate.type === 'Picture' ? null : <Tag>{materialTypeLabel(t, candidate.type)}</Tag>}
                  {candidate.active ? null : <Tag>{t('listings.more.inactive')}</Tag>}
                </span>
                <Button
                  size="small"
                  icon={<PlusOutlined aria-hidden />}
                  aria-label={t('listings.more.add', { name: candidate.name })}
                  onClick={() => onAdd(candidate.id)}
                >
                  {t('listings.more.addShort')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
