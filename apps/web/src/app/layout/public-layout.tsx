import { Suspense } from 'react';
import { LanguageMenu } from '@/components/language-menu.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { PageTransition } from '@/components/page-transition.tsx';
import { Logo } from './logo.tsx';

/** Pages used signed out (login, password recovery, invitations): one panel, with the language menu. */
export function PublicLayout() {
  return (
    <div className="portal-public portal-page">
      <header className="portal-public-header">
        <Logo />
        <LanguageMenu />
      </header>
      <main className="portal-public-main">
        {/* A plain panel rather than Ant Design's Card, which would bring tabs and skeletons to the login page. */}
        <div className="portal-public-card">
          <Suspense fallback={<PageSpin />}>
            <PageTransition />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
