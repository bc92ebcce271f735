import type { SystemNoticeLevel } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<SystemNoticeLevel, string> = { info: 'blue', warning: 'gold', error: 'red' };

export function SystemNoticeLevelTag({ level }: { level: SystemNoticeLevel }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[level]}>{t(`systemNotices.levels.${level}`)}</Tag>;
}
