import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy as reactLazy, Suspense, useEffect, useRef } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { PageSpin } from '@/components/page-spin.tsx';
import { isApiError, setUnauthorizedHandler } from '@/lib/api-client.ts';
import { HOME_PATH, loginPath } from '@/lib/auth.ts';
import { loadAllTexts } from '@/lib/i18n.ts';
import { queryClient } from '@/lib/query-client.ts';
import { askSessionEarly, currentUserQuery } from '@/lib/session.ts';
import { RouteErrorBoundary } from './route-error.tsx';

// Every page is its own chunk: the login page must not download the case list. Declarative routes keep
// the router small; the portal loads its data with TanStack Query, not with route loaders.
// Every page but the login page and its layout also waits for the rest of its language's texts, which the
// login page does without (src/lib/first-page-texts.ts).
function lazy<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return reactLazy(async () => (await Promise.all([load(), loadAllTexts()]))[0]);
}

const PublicLayout = reactLazy(async () => ({
  default: (await import('@/app/layout/public-layout.tsx')).PublicLayout,
}));
// The signed-in layout appears with the data that would push the page down if it came after its first
// paint; that data and the page's first data are asked for while its code loads (signed-in-data.ts).
const AppLayout = lazy(async () => {
  const [layout] = await Promise.all([
    import('@/app/layout/app-layout.tsx'),
    import('./signed-in-data.ts').then(
      (data) => data.prefetchSignedInData(queryClient, window.location),
      // Without it the layout asks for its data itself.
      () => undefined,
    ),
  ]);
  return { default: layout.AppLayout };
});
const LoginPage = reactLazy(async () => ({
  default: (await import('@/app/routes/auth/login.tsx')).LoginPage,
}));
const ForgotPasswordPage = lazy(async () => ({
  default: (await import('@/app/routes/auth/forgot-password.tsx')).ForgotPasswordPage,
}));
const ResetPasswordPage = lazy(async () => ({
  default: (await import('@/app/routes/auth/reset-password.tsx')).ResetPasswordPage,
}));
const InvitePage = lazy(async () => ({ default: (await import('@/app/routes/auth/invite.tsx')).InvitePage }));
const ConfirmEmailPage = lazy(async () => ({
  default: (await import('@/app/routes/auth/confirm-email.tsx')).ConfirmEmailPage,
}));
const DirectoryLoginPage = lazy(async () => ({
  default: (await import('@/app/routes/auth/directory-login.tsx')).DirectoryLoginPage,
}));
const ExternalSignInPage = lazy(async () => ({
  default: (await import('@/app/routes/auth/external-sign-in.tsx')).ExternalSignInPage,
}));
const TaskFormPage = lazy(async () => ({
  default: (await import('@/app/routes/public/task-form.tsx')).TaskFormPage,
}));
const BookOnlinePage = lazy(async () => ({
  default: (await import('@/app/routes/public/book-online.tsx')).BookOnlinePage,
}));
const NotFoundPage = lazy(async () => ({
  default: (await import('@/app/routes/not-found.tsx')).NotFoundPage,
}));
const DashboardPage = lazy(async () => ({
  default: (await import('@/app/routes/dashboard/dashboard.tsx')).DashboardPage,
}));
const CaseListPage = lazy(async () => ({
  default: (await import('@/app/routes/cases/case-list.tsx')).CaseListPage,
}));
const CaseOrdersPage = lazy(async () => ({
  default: (await import('@/app/routes/cases/case-orders.tsx')).CaseOrdersPage,
}));
const CaseDetailsPage = lazy(async () => ({
  default: (await import('@/app/routes/cases/case-details.tsx')).CaseDetailsPage,
}));
const CasePresentationPage = lazy(async () => ({
  default: (await import('@/app/routes/cases/case-presentation.tsx')).CasePresentationPage,
}));
const CaseListingPage = lazy(async () => ({
  default: (await import('@/app/routes/cases/case-listing.tsx')).CaseListingPage,
}));
const CaseTextsPage = lazy(async () => ({
  default: (await import('@/app/routes/cases/case-texts.tsx')).CaseTextsPage,
}));
const SharedPresentationPage = lazy(async () => ({
  default: (await import('@/app/routes/public/shared-presentation.tsx')).SharedPresentationPage,
}));
const NewOrderPage = lazy(async () => ({
  default: (await import('@/app/routes/orders/new-order.tsx')).NewOrderPage,
}));
const OrderReceiptPage = lazy(async () => ({
  default: (await import('@/app/routes/orders/order-receipt.tsx')).OrderReceiptPage,
}));
const OrderLineFeedbackPage = lazy(async () => ({
  default: (await import('@/app/routes/orders/order-line-feedback.tsx')).OrderLineFeedbackPage,
}));
const OrderDetailsPage = lazy(async () => ({
  default: (await import('@/app/routes/orders/order-details.tsx')).OrderDetailsPage,
}));
const TaskListPage = lazy(async () => ({
  default: (await import('@/app/routes/tasks/task-list.tsx')).TaskListPage,
}));
const TaskDetailsPage = lazy(async () => ({
  default: (await import('@/app/routes/tasks/task-details.tsx')).TaskDetailsPage,
}));
const ProviderConsole = lazy(async () => ({
  default: (await import('@/app/routes/provider/provider-console.tsx')).ProviderConsole,
}));
const AiTextEditorPage = lazy(async () => ({
  default: (await import('@/app/routes/tasks/ai-text-editor.tsx')).AiTextEditorPage,
}));
const MyProfilePage = lazy(async () => ({
  default: (await import('@/app/routes/profile/my-profile.tsx')).MyProfilePage,
}));
const DepartmentListPage = lazy(async () => ({
  default: (await import('@/app/routes/departments/department-list.tsx')).DepartmentListPage,
}));
const DepartmentDetailsPage = lazy(async () => ({
  default: (await import('@/app/routes/departments/department-details.tsx')).DepartmentDetailsPage,
}));
const AppListPage = lazy(async () => ({
  default: (await import('@/app/routes/apps/app-list.tsx')).AppListPage,
}));
const UserListPage = lazy(async () => ({
  default: (await import('@/app/routes/users/user-list.tsx')).UserListPage,
}));
const UserAdminPage = lazy(async () => ({
  default: (await import('@/app/routes/users/user-admin.tsx')).UserAdminPage,
}));
const UserManagementPage = lazy(async () => ({
  default: (await import('@/app/routes/users/user-management.tsx')).UserManagementPage,
}));
const ApiKeyListPage = lazy(async () => ({
  default: (await import('@/app/routes/api-keys/api-key-list.tsx')).ApiKeyListPage,
}));
const WebhookListPage = lazy(async () => ({
  default: (await import('@/app/routes/webhooks/webhook-list.tsx')).WebhookListPage,
}));
const WebhookDetailsPage = lazy(async () => ({
  default: (await import('@/app/routes/webhooks/webhook-details.tsx')).WebhookDetailsPage,
}));
const PersonalDataPage = lazy(async () => ({
  default: (await import('@/app/routes/privacy/personal-data-page.tsx')).PersonalDataPage,
}));
const RoleListPage = lazy(async () => ({
  default: (await import('@/app/routes/roles/role-list.tsx')).RoleListPage,
}));
const NewsListPage = lazy(async () => ({
  default: (await import('@/app/routes/news/news-list.tsx')).NewsListPage,
}));
const NewsItemPage = lazy(async () => ({
  default: (await import('@/app/routes/news/news-item.tsx')).NewsItemPage,
}));
const HelpCenterPage = lazy(async () => ({
  default: (await import('@/app/routes/help/help-center.tsx')).HelpCenterPage,
}));
const HelpArticlePage = lazy(async () => ({
  default: (await import('@/app/routes/help/help-article.tsx')).HelpArticlePage,
}));
const CampaignListPage = lazy(async () => ({
  default: (await import('@/app/routes/campaigns/campaign-list.tsx')).CampaignListPage,
}));
const CampaignDetailsPage = lazy(async () => ({
  default: (await import('@/app/routes/campaigns/campaign-details.tsx')).CampaignDetailsPage,
}));
const ApprovalsPage = lazy(async () => ({
  default: (await import('@/app/routes/spend/approvals-page.tsx')).ApprovalsPage,
}));
const BudgetPage = lazy(async () => ({
  default: (await import('@/app/routes/spend/budget-page.tsx')).BudgetPage,
}));
const PropertyListPage = lazy(async () => ({
  default: (await import('@/app/routes/properties/property-list.tsx')).PropertyListPage,
}));
const CustomerSupportPage = lazy(async () => ({
  default: (await import('@/app/routes/support/customer-support.tsx')).CustomerSupportPage,
}));
const NotificationsPage = lazy(async () => ({
  default: (await import('@/app/routes/notifications/notifications-page.tsx')).NotificationsPage,
}));
const SystemNoticesPage = lazy(async () => ({
  default: (await import('@/app/routes/system-notices/system-notices-page.tsx')).SystemNoticesPage,
}));

/** The signed-in pages, by their path under the signed-in layout. */
const SIGNED_IN_PAGES: [path: string, Page: ReturnType<typeof lazy>][] = [
  ['dashboard', DashboardPage],
  ['cases', CaseListPage],
  ['cases/:id', CaseDetailsPage],
  ['cases/:id/orders', CaseOrdersPage],
  ['cases/:id/presentation', CasePresentationPage],
  ['cases/:id/texts', CaseTextsPage],
  ['cases/:id/listing', CaseListingPage],
  ['orders/new', NewOrderPage],
  ['orders/:id', OrderDetailsPage],
  ['orders/:id/receipt', OrderReceiptPage],
  ['orders/:id/lines/:lineId/feedback', OrderLineFeedbackPage],
  ['tasks', TaskListPage],
  ['tasks/:id', TaskDetailsPage],
  ['tasks/:id/ai-text', AiTextEditorPage],
  ['profile', MyProfilePage],
  ['departments', DepartmentListPage],
  ['departments/:id', DepartmentDetailsPage],
  ['apps', AppListPage],
  ['users', UserListPage],
  ['users/:id', UserAdminPage],
  ['user-management', UserManagementPage],
  ['roles', RoleListPage],
  ['api-keys', ApiKeyListPage],
  ['webhooks', WebhookListPage],
  ['webhooks/:id', WebhookDetailsPage],
  ['personal-data', PersonalDataPage],
  ['news', NewsListPage],
  ['news/:id', NewsItemPage],
  ['help', HelpCenterPage],
  ['help/:id', HelpArticlePage],
  ['support', CustomerSupportPage],
  ['notifications', NotificationsPage],
  ['system-notifications', SystemNoticesPage],
  ['provider/*', ProviderConsole],
  ['campaigns', CampaignListPage],
  ['campaigns/:id', CampaignDetailsPage],
  ['properties', PropertyListPage],
  ['approvals', ApprovalsPage],
  ['budget', BudgetPage],
];

const signedInPageAt = (pathname: string) =>
  SIGNED_IN_PAGES.find(([path]) => matchPath(path, pathname === '/' ? HOME_PATH : pathname))?.[1];

/**
 * Opening a signed-in page's address, the session is asked for before the first render (main.tsx), while
 * the texts load, so the signed-in layout's code and data can load as soon as the router gets there. The
 * public pages ask for no session.
 */
export function askSessionEarlyOn(pathname: string): void {
  if (signedInPageAt(pathname)) askSessionEarly();
}

/** A protected call answered 401: the session has ended, so the user signs in again and comes back. */
function useSessionExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = here.current;
      if (pathname !== '/login') void navigate(loginPath(`${pathname}${search}`), { replace: true });
    });
  }, [navigate]);
}

/**
 * The signed-in layout, its menus and the rest of the texts load only once the hub has answered who is signed
 * in: a visitor without a session goes on to the login page (the session's 401) having downloaded no more
 * than the login page needs. Any other answer is the layout's to show, with its retry.
 */
function SignedInPages() {
  const user = useQuery(currentUserQuery);
  if (user.isPending || isApiError(user.error, 401)) return <PageSpin />;
  return <AppLayout />;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  useSessionExpiry();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpin />}>
        <Routes>
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          <Route element={<PublicLayout />}>
            <Route path="login" element={<LoginPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="invite/:id" element={<InvitePage />} />
            <Route path="confirm-email" element={<ConfirmEmailPage />} />
            <Route path="directory-login" element={<DirectoryLoginPage />} />
            <Route path="external-sign-in" element={<ExternalSignInPage />} />
            <Route path="public/interview/:token" element={<TaskFormPage kind="INTERVIEW" />} />
            <Route path="public/questionnaire/:token" element={<TaskFormPage kind="QUESTIONNAIRE" />} />
            <Route path="book/:token" element={<BookOnlinePage />} />
            <Route path="presentation/:token" element={<SharedPresentationPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route element={<SignedInPages />}>
            {SIGNED_IN_PAGES.map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
