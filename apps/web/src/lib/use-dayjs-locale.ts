import type { Locale } from '@portal/contracts';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useLocale } from './i18n.ts';

// dayjs names the days and months in date pickers. It is loaded by the pages that have one, not at start-up:
// the login page has no dates.
const DAYJS_LOCALES: Record<Locale, { name: string; load: () => Promise<unknown> }> = {
  en: { name: 'en-gb', load: () => import('dayjs/locale/en-gb') },
  da: { name: 'da', load: () => import('dayjs/locale/da') },
  sv: { name: 'sv', load: () => import('dayjs/locale/sv') },
  no: { name: 'nb', load: () => import('dayjs/locale/nb') },
};

/** Sets dayjs to the portal's language; true once it is, so a picker can wait rather than show English. */
export function useDayjsLocale(): boolean {
  const locale = useLocale();
  const { name, load } = DAYJS_LOCALES[locale];
  const [current, setCurrent] = useState(() => dayjs.locale());
  useEffect(() => {
    let active = true;
    void load().then(() => {
      dayjs.locale(name);
      if (active) setCurrent(name);
    });
    return () => {
      active = false;
    };
  }, [name, load]);
  return current === name;
}
