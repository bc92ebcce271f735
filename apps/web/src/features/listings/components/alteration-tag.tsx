import type { ListingAlteration } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The mark of a picture that carries the profile's label: virtually staged, or the "after" of before/after. */
export function AlterationTag({ alteration }: { alteration: ListingAlteration }) {
  const { t } = useTranslation();
  return <Tag color="purple">{t(`listings.alterations.${alteration}`)}</Tag>;
}
