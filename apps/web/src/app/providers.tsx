import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { SvgIcon } from '@/components/svg-icon.tsx';
import { useLocale } from '@/lib/i18n.ts';
import { loadLocalePack } from '@/lib/locale-packs.ts';
import { queryClient } from '@/lib/query-client.ts';
import { useReducedMotion } from '@/lib/use-reduced-motion.ts';
import { theme } from './theme.ts';

// A busy button keeps its name ("Save", not "loading Save"): the spinning icon is decoration.
const BUTTON_CONFIG = { loadingIcon: <SvgIcon icon={LoadingOutlined} spin /> };

interface ProvidersProps {
  /** Ant Design's texts for the starting language, loaded before the first render. */
  initialPack: AntdLocale;
  children: ReactNode;
}

export function Providers({ initialPack, children }: ProvidersProps) {
  const locale = useLocale();
  const [pack, setPack] = useState({ locale, antd: initialPack });
  const reducedMotion = useReducedMotion();
  // Dialogs, menus and drop-downs open and close without sliding or fading for a person who asked for less
  // motion; Ant Design does not read the system setting itself.
  const themeOfPerson = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );

  // Date pickers, pagers and empty states follow the portal's language.
  useEffect(() => {
    if (pack.locale === locale) return;
    let current = true;
    void loadLocalePack(locale).then((antd) => {
      if (current) setPack({ locale, antd });
    });
    return () => {
      current = false;
    };
  }, [locale, pack.locale]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={themeOfPerson} locale={pack.antd} button={BUTTON_CONFIG}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
