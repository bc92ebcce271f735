import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIMARY_COLOR } from '@/app/theme.ts';

interface LogoProps {
  /** A department's own logo, named by the department, in place of the portal's. */
  department?: { logoUrl: string; name: string } | null;
  /** The colour of the portal's mark: the department's brand colour when it has no logo of its own. */
  markColour?: string;
}

export function Logo({ department, markColour = PRIMARY_COLOR }: LogoProps) {
  const { t } = useTranslation();
  if (department) {
    return (
      <Link to="/" className="portal-logo">
        <img src={department.logoUrl} alt={department.name} className="portal-logo-image" />
      </Link>
    );
  }
  return (
    <Link to="/" className="portal-logo">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={markColour} />
        <path d="M8 16.5 16 9l8 7.5V24h-5.5v-5h-5v5H8z" fill="#fff" />
      </svg>
      <span>{t('common.app.name')}</span>
    </Link>
  );
}
