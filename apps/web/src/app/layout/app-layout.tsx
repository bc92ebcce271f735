import { MenuOutlined } from '@ant-design/icons';
import { mapUser } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Grid, Layout } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTAL_COLOURS } from '@/app/theme.ts';
import { LanguageMenu } from '@/components/language-menu.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { PageTransition } from '@/components/page-transition.tsx';
import { BrandedPages, useDepartmentLook } from '@/features/branding/components/branded-pages.tsx';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { SystemNoticeBanner } from '@/features/system-notices/components/system-notice-banner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { impersonatedUserId, rememberImpersonation } from '@/lib/impersonation.ts';
import { useMailLanguage } from '@/lib/mail-language.ts';
import { currentUserQuery, useSignedInUser, useSignOut } from '@/lib/session.ts';
import { AccountMenu } from './account-menu.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { Logo } from './logo.tsx';
import { MainMenu } from './main-menu.tsx';

// Only a failed session answer shows Ant Design's Result: loaded then, not with every signed-in page.
const Result = lazy(() => import('antd/es/result'));

/**
 * The guard of every signed-in page. A signed-out visitor's 401 has already sent them to the login page
 * (see router.tsx), so only other failures are shown here.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useQuery(currentUserQuery);
  // The user acted as was deactivated, or the permission to impersonate was taken away: act as oneself again.
  const impersonationRefused = user.isError && !isApiError(user.error, 401) && impersonatedUserId() !== null;
  const { refetch } = user;
  useEffect(() => {
    if (!impersonationRefused) return;
    rememberImpersonation(null);
    void refetch();
  }, [impersonationRefused, refetch]);
  if (user.isPending || isApiError(user.error, 401) || impersonationRefused) return <PageSpin />;
  if (user.isError) {
    return (
      <Suspense fallback={<PageSpin />}>
        <Result
          status="error"
          title={errorText(t, user.error)}
          extra={<Button onClick={() => void user.refetch()}>{t('common.actions.retry')}</Button>}
        />
      </Suspense>
    );
  }
  // Ant Design's App gives the signed-in pages themed messages; signed-out pages do without its weight.
  return (
    <BrandedPages userId={mapUser(user.data).id} base={PORTAL_COLOURS}>
      <App>
        <SignedInShell />
      </App>
    </BrandedPages>
  );
}

/** The department's logo when it has one; otherwise the portal's, in the department's colour if it has one. */
function DepartmentLogo() {
  const { department, colours } = useDepartmentLook();
  const logo =
    department?.logoUrl && department.branchName
      ? { logoUrl: department.logoUrl, name: department.branchName }
      : null;
  return <Logo department={logo} markColour={department?.primaryColor ? colours.primary : undefined} />;
}

function SignedInShell() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useSignedInUser();
  const signOut = useSignOut();
  useMailLanguage();
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  // Below 1600 px the language button shows the language's code and the account button the avatar alone
  // (their full names stay their accessible names), so the main menu with its groups, the bell and the
  // account fit a laptop's width in every language.
  const wideHeader = screens.xxl === true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const handleSignOut = () =>
    signOut.mutate(undefined, { onError: (error) => message.error(errorText(t, error)) });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="portal-header">
        <div className="portal-header-inner portal-page">
          {phone ? (
            <Button
              type="text"
              icon={<MenuOutlined aria-hidden />}
              aria-label={t('common.menu.open')}
              onClick={() => setDrawerOpen(true)}
            />
          ) : null}
          <DepartmentLogo />
          {phone ? null : (
            <MainMenu mode="horizontal" onSignOut={handleSignOut} className="portal-header-menu" />
          )}
          <div className="portal-header-tools">
            <LanguageMenu compact={!wideHeader} />
            <NotificationBell />
            <AccountMenu user={user} onSignOut={handleSignOut} compact={!wideHeader} phone={phone} />
          </div>
        </div>
      </Layout.Header>
      {phone ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('common.menu.main')}
          size={280}
        >
          <MainMenu mode="inline" onSignOut={handleSignOut} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : null}
      <ImpersonationBanner />
      <SystemNoticeBanner />
      <Layout.Content className="portal-content portal-page">
        <Suspense fallback={<PageSpin />}>
          <PageTransition />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
