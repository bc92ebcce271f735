import { FolderOpenOutlined, LogoutOutlined, PlusCircleOutlined, UserOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

interface MainMenuProps {
  mode: 'horizontal' | 'inline';
  onSignOut: () => void;
  /** Called after an item was chosen, so a drawer holding the menu can close. */
  onNavigate?: () => void;
  className?: string;
}

/**
 * Only screens that work are listed; each new screen adds its item here. Icons are hidden from screen
 * readers so an item is named by its text alone.
 */
export function MainMenu({ mode, onSignOut, onNavigate, className }: MainMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items: MenuProps['items'] = [
    {
      key: '/orders/new',
      icon: <PlusCircleOutlined aria-hidden />,
      label: <NavLink to="/orders/new">{t('menu.newOrder')}</NavLink>,
    },
    {
      key: '/cases',
      icon: <FolderOpenOutlined aria-hidden />,
      label: <NavLink to="/cases">{t('menu.cases')}</NavLink>,
    },
    {
      key: '/profile',
      icon: <UserOutlined aria-hidden />,
      label: <NavLink to="/profile">{t('menu.profile')}</NavLink>,
    },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('menu.logout'), onClick: onSignOut },
  ];
  const selected = items.flatMap((item) =>
    item && typeof item.key === 'string' && pathname.startsWith(item.key) ? [item.key] : [],
  );
  return (
    <nav aria-label={t('menu.main')} className={className}>
      <Menu
        mode={mode}
        items={items}
        selectedKeys={selected}
        onClick={onNavigate}
        style={{ border: 'none' }}
      />
    </nav>
  );
}
