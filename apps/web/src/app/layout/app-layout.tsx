import { MenuOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Grid, Layout, Result } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageMenu } from '@/components/language-menu.tsx';
import { Logo } from '@/components/logo.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { impersonatedUserId, rememberImpersonation } from '@/lib/impersonation.ts';
import { currentUserQuery, useSignedInUser, useSignOut } from '@/lib/session.ts';
import { AccountMenu } from './account-menu.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { MainMenu } from './main-menu.tsx';

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
      <Result
        status="error"
        title={errorText(t, user.error)}
        extra={<Button onClick={() => void user.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  // Ant Design's App gives the signed-in pages themed messages; signed-out pages do without its weight.
  return (
    <App>
      <SignedInShell />
    </App>
  );
}

function SignedInShell() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useSignedInUser();
  const signOut = useSignOut();
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  // Below 1600 px the language button shows the language's code and the account button the avatar alone
  // (their full names stay their accessible names), so the main menu with its three groups fits a laptop's
  // width in every language.
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
          <Logo />
          {phone ? null : (
            <MainMenu mode="horizontal" onSignOut={handleSignOut} className="portal-header-menu" />
          )}
          <div className="portal-header-tools">
            <LanguageMenu compact={!wideHeader} />
            <AccountMenu user={user} onSignOut={handleSignOut} compact={!wideHeader} />
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
      <Layout.Content className="portal-content portal-page">
        <Suspense fallback={<PageSpin />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
