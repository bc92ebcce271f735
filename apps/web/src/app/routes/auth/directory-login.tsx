import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageSpin } from '@/components/page-spin.tsx';
import { PublicPageHeading } from '@/components/public-page-heading.tsx';
import { directoryChoicesQuery, useChooseDirectoryAccount } from '@/features/auth/api/directory-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { safeRedirect } from '@/lib/auth.ts';
import { errorText } from '@/lib/errors.ts';

/** A choice is a large button of two lines: the department, then the user it signs in as. */
const CHOICE_STYLE = {
  height: 'auto',
  padding: '10px 16px',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  whiteSpace: 'normal',
  textAlign: 'left',
} as const;

const CHOICE_LIST_STYLE = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
} as const;

/**
 * The directory login screen: the organisation's account maps to more than one department or user, so the
 * person chooses which they act as. The hub offers only its own pairs and signs in once.
 */
export function DirectoryLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choices = useQuery(directoryChoicesQuery);
  const choose = useChooseDirectoryAccount();
  const title = t('auth.pages.directoryLogin.title');
  const backToLogin = <Link to="/login">{t('auth.pages.directoryLogin.toLogin')}</Link>;

  if (choices.isPending) return <PageSpin />;
  if (choices.isError || isApiError(choose.error, 410)) {
    const error = choose.error ?? choices.error;
    return (
      <>
        <PublicPageHeading title={title} />
        <Result
          role="alert"
          status="warning"
          title={isApiError(error, 410) ? t(ErrorKey.directoryChoiceExpired) : errorText(t, error)}
          extra={backToLogin}
        />
      </>
    );
  }
  return (
    <>
      <PublicPageHeading
        title={title}
        intro={t('auth.pages.directoryLogin.intro', { email: choices.data.email })}
      />
      {choose.isError ? (
        <Alert type="error" showIcon title={errorText(t, choose.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <ul aria-label={t('auth.pages.directoryLogin.choices')} style={CHOICE_LIST_STYLE}>
        {choices.data.choices.map((choice) => (
          <li key={`${choice.userId}-${choice.branchId}`}>
            <Button
              block
              size="large"
              style={CHOICE_STYLE}
              disabled={choose.isPending}
              onClick={() =>
                choose.mutate(
                  { userId: choice.userId, branchId: choice.branchId },
                  {
                    onSuccess: (answer) => void navigate(safeRedirect(answer.redirectUrl), { replace: true }),
                  },
                )
              }
            >
              <strong>{choice.branchName}</strong>
              <span>{`${choice.firstName} ${choice.lastName} · ${choice.email}`}</span>
            </Button>
          </li>
        ))}
      </ul>
      <p className="portal-public-footer">{backToLogin}</p>
    </>
  );
}
