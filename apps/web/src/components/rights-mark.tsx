import { ClockCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { MaterialRights } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n.ts';
import { rightsMarkText, rightsStanding } from '@/lib/usage-rights.ts';
import './rights-mark.css';

interface RightsMarkProps {
  rights: MaterialRights;
  /** Today in the reader's zone (YYYY-MM-DD), given by the grid so each tile need not ask. */
  today: string;
}

/**
 * The mark laid over a picture whose usage rights expired or end within the notice days: words, not only a
 * colour, so a screen reader and a colour-blind reader get it too. Nothing is drawn for current rights.
 */
export function RightsMark({ rights, today }: RightsMarkProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const standing = rightsStanding(rights, today);
  const text = rightsMarkText(t, rights, standing, locale);
  if (!text) return null;
  return (
    <span className={`portal-rights-mark portal-rights-mark-${standing}`}>
      {standing === 'expired' ? <StopOutlined aria-hidden /> : <ClockCircleOutlined aria-hidden />}
      {text}
    </span>
  );
}
