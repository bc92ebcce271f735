import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  CheckSquareOutlined,
  ControlOutlined,
  CustomerServiceOutlined,
  FolderOpenOutlined,
  FundOutlined,
  HomeOutlined,
  KeyOutlined,
  LockOutlined,
  LogoutOutlined,
  NotificationOutlined,
  PlusCircleOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import {
  isProviderStaff,
  mayOpenProviderPage,
  PROVIDER_PAGES,
} from '@/app/routes/provider/provider-pages.ts';
import { supportPagePath } from '@/features/support/lib/support-link.ts';
import { openTaskTotalQuery } from '@/features/tasks/api/task-api.ts';
import { branchIdsWith, userPermissionsQuery, useSignedInUser } from '@/lib/session.ts';

/** The menu's tasks item, with the number of open tasks beside it (none shown when there are none). */
function TasksLabel() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const open = useQuery(openTaskTotalQuery(user.id)).data ?? 0;
  return (
    <NavLink to="/tasks">
      {t('common.menu.tasks')}
      {open > 0 ? (
        <>
          {/* The number is read once, as words: "5 open tasks". */}
          <Badge count={open} overflowCount={999} size="small" aria-hidden className="portal-menu-badge" />
          <span className="portal-visually-hidden">{t('common.menu.openTasks', { count: open })}</span>
        </>
      ) : null}
    </NavLink>
  );
}

interface MainMenuProps {
  mode: 'horizontal' | 'inline';
  onSignOut: () => void;
  /** Called after an item was chosen, so a drawer holding the menu can close. */
  onNavigate?: () => void;
  className?: string;
}

type MenuItem = NonNullable<MenuProps['items']>[number];

/** Every key of the items, those inside groups included, for marking the page's item as selected. */
const keysOf = (items: MenuItem[]): string[] =>
  items.flatMap((item) => {
    if (!item) return [];
    const children = 'children' in item && item.children ? keysOf(item.children) : [];
    return typeof item.key === 'string' ? [item.key, ...children] : children;
  });

/**
 * Only screens that work are listed; each new screen adds its item here. Icons are hidden from screen
 * readers so an item is named by its text alone. In the header the marketing pages (properties and
 * campaigns), the administration pages, the provider's console (its pages in routes/provider/provider-pages.ts)
 * and the help pages are groups that open on a click, so the menu fits a laptop's width in every language;
 * "My profile" and "Log out" are in the account menu beside it there. The phone's drawer lists everything,
 * the groups under their headings.
 */
export function MainMenu({ mode, onSignOut, onNavigate, className }: MainMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permissions = useQuery(userPermissionsQuery).data;
  const isAdmin = permissions ? branchIdsWith(permissions).length > 0 : false;
  const mayManageRoles = permissions?.permissions.includes('roles.manage') ?? false;
  const mayOrder = permissions ? branchIdsWith(permissions, 'orders.create').length > 0 : false;
  const mayManageBranches = permissions?.permissions.includes('branches.manage') ?? false;
  const mayApprove = permissions ? branchIdsWith(permissions, 'orders.approve').length > 0 : false;
  const link = (to: string, label: string, icon: ReactNode): MenuItem => ({
    key: to,
    icon,
    label: <NavLink to={to}>{label}</NavLink>,
  });

  // Users: admins of a department; roles: admins read them, roles.manage edits them; departments and their
  // apps: admins of a department, and provider staff who manage departments.
  const administration: MenuItem[] = [
    ...(isAdmin ? [link('/users', t('common.menu.users'), <TeamOutlined aria-hidden />)] : []),
    ...(isAdmin || mayManageRoles
      ? [link('/roles', t('common.menu.roles'), <SafetyCertificateOutlined aria-hidden />)]
      : []),
    ...(isAdmin || mayManageBranches
      ? [
          link('/departments', t('branches.menu.departments'), <ApartmentOutlined aria-hidden />),
          link('/apps', t('branches.menu.apps'), <AppstoreOutlined aria-hidden />),
        ]
      : []),
    ...(isAdmin
      ? [
          link('/api-keys', t('apiKeys.menu'), <KeyOutlined aria-hidden />),
          link('/webhooks', t('webhooks.menu'), <ApiOutlined aria-hidden />),
          link('/personal-data', t('privacy.menu'), <LockOutlined aria-hidden />),
        ]
      : []),
  ];
  // Every user of a department reads its properties and campaigns; only admins change campaigns (on the page).
  // Provider staff without a department have none to see.
  // The marketing spend: the orders waiting for a decision, for those who approve orders in some department
  // (orders.approve), and the budget per month, for them and the departments' admins.
  const marketing: MenuItem[] = permissions?.branches.length
    ? [
        link('/properties', t('properties.menu'), <ShopOutlined aria-hidden />),
        link('/campaigns', t('campaigns.menu'), <FundOutlined aria-hidden />),
        ...(mayApprove ? [link('/approvals', t('spend.menu.approvals'), <AuditOutlined aria-hidden />)] : []),
        ...(isAdmin || mayApprove
          ? [link('/budget', t('spend.menu.budget'), <WalletOutlined aria-hidden />)]
          : []),
      ]
    : [];
  // The provider's console: the pages the staff member's own role opens.
  const provider: MenuItem[] = PROVIDER_PAGES.filter(
    (page) => permissions !== undefined && mayOpenProviderPage(page, permissions),
  ).map((page) => link(page.path, t(page.labelKey), <ToolOutlined aria-hidden />));
  const help: MenuItem[] = [
    link('/help', t('content.menu.help'), <QuestionCircleOutlined aria-hidden />),
    // The support page is told where the user was, for the context of a message to support.
    {
      key: '/support',
      icon: <CustomerServiceOutlined aria-hidden />,
      label: <NavLink to={supportPagePath(pathname)}>{t('support.menu')}</NavLink>,
    },
  ];
  const group = (key: string, label: string, icon: ReactNode, children: MenuItem[]): MenuItem[] => {
    if (children.length === 0) return [];
    return mode === 'inline' ? [{ key, type: 'group', label, children }] : [{ key, icon, label, children }];
  };

  const items: MenuItem[] = [
    link('/dashboard', t('dashboard.title'), <HomeOutlined aria-hidden />),
    // Ordering needs orders.create in some department (the role of the user's access there).
    ...(mayOrder ? [link('/orders/new', t('common.menu.newOrder'), <PlusCircleOutlined aria-hidden />)] : []),
    // An office's cases and tasks; provider staff, who belong to no department, work from their own pages.
    ...(permissions && isProviderStaff(permissions)
      ? []
      : [
          link('/cases', t('common.menu.cases'), <FolderOpenOutlined aria-hidden />),
          { key: '/tasks', icon: <CheckSquareOutlined aria-hidden />, label: <TasksLabel /> },
        ]),

    ...group('marketing', t('common.menu.marketing'), <NotificationOutlined aria-hidden />, marketing),
    ...group(
      'administration',
      t('common.menu.administration'),
      <ControlOutlined aria-hidden />,
      administration,
    ),
    ...group('provider', t('common.menu.provider'), <ToolOutlined aria-hidden />, provider),
    ...group('help', t('common.menu.help'), <QuestionCircleOutlined aria-hidden />, help),
    ...(mode === 'inline'
      ? [
          { type: 'divider' as const },
          link('/profile', t('common.menu.profile'), <UserOutlined aria-hidden />),
          {
            key: 'logout',
            icon: <LogoutOutlined aria-hidden />,
            label: t('common.menu.logout'),
            onClick: onSignOut,
          },
        ]
      : []),
  ];
  const selected = keysOf(items).filter((key) => key.startsWith('/') && pathname.startsWith(key));
  return (
    <nav aria-label={t('common.menu.main')} className={className}>
      <Menu
        mode={mode}
        items={items}
        selectedKeys={selected}
        triggerSubMenuAction="click"
        onClick={onNavigate}
        style={{ border: 'none' }}
      />
    </nav>
  );
}
