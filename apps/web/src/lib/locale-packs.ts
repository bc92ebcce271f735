import type { Locale } from '@portal/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';

// Ant Design's texts for pickers, pagers and empty states, loaded only for the language in use.
const packs: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  en: () => import('antd/es/locale/en_GB'),
  da: () => import('antd/es/locale/da_DK'),
  sv: () => import('antd/es/locale/sv_SE'),
  no: () => import('antd/es/locale/nb_NO'),
};

export async function loadLocalePack(lng: Locale): Promise<AntdLocale> {
  return (await packs[lng]()).default;
}
