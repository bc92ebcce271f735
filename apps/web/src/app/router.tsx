import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy as reactLazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { PageSpin } from '@/components/page-spin.tsx';
import { isApiError, setUnauthorizedHandler } from '@/lib/api-client.ts';
import { HOME_PATH, loginPath } from '@/lib/auth.ts';
import { loadAllTexts } from '@/lib/i18n.ts';
import { currentUserQuery } from '@/lib/session.ts';
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
const AppLayout = lazy(async () => ({ default: (await import('@/app/layout/app-layout.tsx')).AppLayout }));
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
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="cases" element={<CaseListPage />} />
            <Route path="cases/:id" element={<CaseDetailsPage />} />
            <Route path="cases/:id/orders" element={<CaseOrdersPage />} />
            <Route path="cases/:id/presentation" element={<CasePresentationPage />} />
            <Route path="cases/:id/texts" element={<CaseTextsPage />} />
            <Route path="orders/new" element={<NewOrderPage />} />
            <Route path="orders/:id" element={<OrderDetailsPage />} />
            <Route path="orders/:id/receipt" element={<OrderReceiptPage />} />
            <Route path="orders/:id/lines/:lineId/feedback" element={<OrderLineFeedbackPage />} />
            <Route path="tasks" element={<TaskListPage />} />
            <Route path="tasks/:id" element={<TaskDetailsPage />} />
            <Route path="tasks/:id/ai-text" element={<AiTextEditorPage />} />
            <Route path="profile" element={<MyProfilePage />} />
            <Route path="departments" element={<DepartmentListPage />} />
            <Route path="departments/:id" element={<DepartmentDetailsPage />} />
            <Route path="apps" element={<AppListPage />} />
            <Route path="users" element={<UserListPage />} />
            <Route path="users/:id" element={<UserAdminPage />} />
            <Route path="user-management" element={<UserManagementPage />} />
            <Route path="roles" element={<RoleListPage />} />
            <Route path="api-keys" element={<ApiKeyListPage />} />
            <Route path="webhooks" element={<WebhookListPage />} />
            <Route path="webhooks/:id" element={<WebhookDetailsPage />} />
            <Route path="news" element={<NewsListPage />} />
            <Route path="news/:id" element={<NewsItemPage />} />
            <Route path="help" element={<HelpCenterPage />} />
            <Route path="help/:id" element={<HelpArticlePage />} />
            <Route path="support" element={<CustomerSupportPage />} />
            <Route path="notifications" element={<NotificationsPage />} />
            <Route path="system-notifications" element={<SystemNoticesPage />} />
            <Route path="provider/*" element={<ProviderConsole />} />
            <Route path="campaigns" element={<CampaignListPage />} />
            <Route path="campaigns/:id" element={<CampaignDetailsPage />} />
            <Route path="properties" element={<PropertyListPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
