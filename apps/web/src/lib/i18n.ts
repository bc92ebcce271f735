import {
  defaultLocale,
  errorMessages,
  FALLBACK_LOCALE,
  Locale,
  mapLocale,
  permissionMessages,
  ruleMessages,
  StorageKey,
} from '@portal/contracts';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { apiRequest } from './api-client.ts';
import { readStored, writeStored } from './storage.ts';

/**
 * Every key is written in full ('auth.pages.login.title'); its first segment names the namespace. With
 * the same separator for namespaces and keys, the hub's error codes, the rule keys of contracts and the
 * remote catalogue's terms can all be passed to `t` exactly as they arrive.
 */
const NAMESPACES = [
  'common',
  'auth',
  'users',
  'roles',
  'branches',
  'cases',
  'orders',
  'tasks',
  'uploads',
  'staging',
  'texts',
  'caseTexts',
  'feedback',
  'ratings',
  'forms',
  'bookings',
  'materials',
  'documents',
  'downloads',
  'presentation',
  'dashboard',
  'content',
  'support',
  'notifications',
  'systemNotices',
  'campaigns',
  'apiKeys',
  'properties',
  'providerOrders',
  'providerVisits',
  'delivery',
  'errors',
  'rules',
] as const;
const DEFAULT_NAMESPACE = 'common';

// One chunk per language and namespace, so a visitor downloads only the languages they use.
const bundles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

const HTML_LANG: Record<Locale, string> = { en: 'en', da: 'da', sv: 'sv', no: 'nb' };

/** Flat dotted texts go into the namespace their first segment names, or the default one. */
function addFlatTexts(lng: Locale, texts: Record<string, string>): void {
  const grouped = new Map<string, Record<string, string>>();
  for (const [term, text] of Object.entries(texts)) {
    const dot = term.indexOf('.');
    const head = term.slice(0, dot);
    const known = dot > 0 && (NAMESPACES as readonly string[]).includes(head);
    const namespace = known ? head : DEFAULT_NAMESPACE;
    const group = grouped.get(namespace) ?? {};
    group[known ? term.slice(dot + 1) : term] = text;
    grouped.set(namespace, group);
  }
  for (const [namespace, group] of grouped) i18next.addResources(lng, namespace, group);
}

async function fetchRemoteTexts(lng: Locale): Promise<Record<string, string>> {
  try {
    return await apiRequest<Record<string, string>>(`/api/translations/${lng}`, { public: true });
  } catch (error) {
    console.warn(`The remote text catalogue (${lng}) could not be loaded; the built-in texts stay.`, error);
    return {};
  }
}

const loaded = new Map<Locale, Promise<void>>();

function loadTexts(lng: Locale): Promise<void> {
  const existing = loaded.get(lng);
  if (existing) return existing;
  const loading = (async () => {
    const files = Object.entries(bundles).filter(([file]) => file.startsWith(`../locales/${lng}/`));
    const [builtIn, remote] = await Promise.all([
      Promise.all(
        files.map(async ([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -5), await load()] as const),
      ),
      fetchRemoteTexts(lng),
    ]);
    for (const [namespace, texts] of builtIn) i18next.addResourceBundle(lng, namespace, texts, true, true);
    addFlatTexts(lng, errorMessages[lng]);
    addFlatTexts(lng, ruleMessages[lng]);
    addFlatTexts(lng, permissionMessages[lng]);
    // Last, so the remote catalogue wins over every built-in text.
    addFlatTexts(lng, remote);
  })();
  loaded.set(lng, loading);
  loading.catch(() => loaded.delete(lng));
  return loading;
}

/** Stored choice, else the browser's language, else the host's default (docs/product.md). */
function initialLocale(): Locale {
  const stored = Locale.safeParse(readStored(StorageKey.locale));
  if (stored.success) return stored.data;
  for (const tag of navigator.languages) {
    const mapped = mapLocale(tag);
    if (mapped) return mapped;
  }
  return defaultLocale(window.location.host);
}

function toLocale(language: string | undefined): Locale {
  const parsed = Locale.safeParse(language);
  return parsed.success ? parsed.data : FALLBACK_LOCALE;
}

export async function initI18n(): Promise<Locale> {
  const lng = initialLocale();
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = HTML_LANG[toLocale(language)];
  });
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: Locale.options,
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    nsSeparator: '.',
    keySeparator: '.',
    resources: {},
    interpolation: { escapeValue: false },
  });
  await Promise.all([loadTexts(lng), loadTexts(FALLBACK_LOCALE)]);
  return lng;
}

/**
 * Switches the portal's language. `remember: false` is for pages shown in someone else's language (a public
 * form opens in its recipient's language), which must not change the browser's own choice.
 */
export async function changeLocale(lng: Locale, options: { remember?: boolean } = {}): Promise<void> {
  await loadTexts(lng);
  if (options.remember ?? true) writeStored(StorageKey.locale, lng);
  await i18next.changeLanguage(lng);
}

export function useLocale(): Locale {
  return toLocale(useTranslation().i18n.language);
}
