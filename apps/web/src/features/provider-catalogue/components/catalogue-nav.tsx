import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const SECTIONS = [
  { path: '/provider/catalogue', labelKey: 'providerCatalogue.nav.products', end: true },
  { path: '/provider/catalogue/packages', labelKey: 'providerCatalogue.nav.packages', end: false },
  { path: '/provider/catalogue/blacklist', labelKey: 'providerCatalogue.nav.blacklist', end: false },
] as const;

/** The catalogue's three pages under one menu entry: products, packages and the order-creation blacklist. */
export function CatalogueNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('providerCatalogue.nav.label')}>
      <Flex gap={16} wrap>
        {SECTIONS.map((section) => (
          <NavLink
            key={section.path}
            to={section.path}
            end={section.end}
            // The page shown is marked (NavLink also sets aria-current="page" on it).
            style={({ isActive }) =>
              isActive ? { fontWeight: 600, textDecoration: 'underline' } : undefined
            }
          >
            {t(section.labelKey)}
          </NavLink>
        ))}
      </Flex>
    </nav>
  );
}
