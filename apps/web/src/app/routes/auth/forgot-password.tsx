import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPageHeading } from '@/components/public-page-heading.tsx';
import { ForgotPasswordForm } from '@/features/auth/forms/forgot-password-form.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <PublicPageHeading
        title={t('auth.pages.forgotPassword.title')}
        intro={t('auth.pages.forgotPassword.intro')}
      />
      <ForgotPasswordForm />
      <p className="portal-public-footer">
        <Link to="/login">{t('auth.pages.forgotPassword.backToLogin')}</Link>
      </p>
    </>
  );
}
