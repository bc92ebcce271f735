import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIMARY_COLOR } from '@/app/theme.ts';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="portal-logo">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={PRIMARY_COLOR} />
        <path d="M8 16.5 16 9l8 7.5V24h-5.5v-5h-5v5H8z" fill="#fff" />
      </svg>
      <span>{t('common.app.name')}</span>
    </Link>
  );
}
