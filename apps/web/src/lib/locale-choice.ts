import { defaultLocale, FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from '@portal/contracts';
import type { InitOptions } from 'i18next';

/**
 * The language the portal starts in (docs/product.md): the one chosen last (local storage `locale`), else
 * the host's: Swedish on a host under `.se`, Danish elsewhere.
 */
export function firstLocale(stored: string | null, host: string): Locale {
  return isLocale(stored) ? stored : defaultLocale(host);
}

/**
 * How i18next reads the portal's texts: every key in full, its first segment naming the namespace
 * ('auth.pages.login.title'), and English filling a text the chosen language lacks.
 */
export const I18N_OPTIONS = {
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  nsSeparator: '.',
  keySeparator: '.',
  interpolation: { escapeValue: false },
} satisfies InitOptions;
