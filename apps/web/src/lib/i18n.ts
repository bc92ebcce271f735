import { FALLBACK_LOCALE, isLocale, type Locale, StorageKey } from '@portal/contracts';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { call, hub } from './api-client.ts';
import type { TextPart } from './first-page-texts.ts';
import { firstLocale, I18N_OPTIONS } from './locale-choice.ts';
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
  'listings',
  'sorting',
  'dashboard',
  'content',
  'support',
  'notifications',
  'systemNotices',
  'campaigns',
  'spend',
  'apiKeys',
  'webhooks',
  'privacy',
  'properties',
  'providerOrders',
  'providerVisits',
  'providerCatalogue',
  'delivery',
  'errors',
  'rules',
] as const;
const DEFAULT_NAMESPACE = 'common';

// Two chunks per language (build/portal-texts.ts), the first page's texts and the rest: a visitor downloads only
// their own language. Every language has every built-in text (locales.test.ts); English fills in only for a
// term of the remote catalogue that the chosen language lacks.
const bundles: Record<TextPart, Record<Locale, () => Promise<{ default: PortalTexts }>>> = {
  'first-page': {
    en: () => import('virtual:portal-texts/en-first-page'),
    da: () => import('virtual:portal-texts/da-first-page'),
    sv: () => import('virtual:portal-texts/sv-first-page'),
    no: () => import('virtual:portal-texts/no-first-page'),
  },
  rest: {
    en: () => import('virtual:portal-texts/en-rest'),
    da: () => import('virtual:portal-texts/da-rest'),
    sv: () => import('virtual:portal-texts/sv-rest'),
    no: () => import('virtual:portal-texts/no-rest'),
  },
};
type PortalTexts = typeof import('virtual:portal-texts/en-first-page').default;

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

const remoteTexts = new Map<Locale, Promise<Record<string, string>>>();

async function fetchRemoteTexts(lng: Locale): Promise<Record<string, string>> {
  try {
    return await call(hub.GET('/api/translations/{locale}', { params: { path: { locale: lng } } }), {
      public: true,
    });
  } catch (error) {
    console.warn(`The remote text catalogue (${lng}) could not be loaded; the built-in texts stay.`, error);
    return {};
  }
}

/** The remote catalogue of a language, asked for once however many parts of its texts load. */
function remoteTextsOf(lng: Locale): Promise<Record<string, string>> {
  const fetching = remoteTexts.get(lng) ?? fetchRemoteTexts(lng);
  remoteTexts.set(lng, fetching);
  return fetching;
}

const loaded = new Map<string, Promise<void>>();
// Once a page beyond the first has asked for all texts, a change of language loads all of the new one too.
const wantedParts: TextPart[] = ['first-page'];

function loadTexts(lng: Locale, part: TextPart): Promise<void> {
  const existing = loaded.get(`${lng}/${part}`);
  if (existing) return existing;
  const loading = (async () => {
    const [{ default: builtIn }, remote, fallback] = await Promise.all([
      bundles[part][lng](),
      remoteTextsOf(lng),
      lng === FALLBACK_LOCALE ? undefined : remoteTextsOf(FALLBACK_LOCALE),
    ]);
    for (const [namespace, texts] of Object.entries(builtIn.namespaces)) {
      i18next.addResourceBundle(lng, namespace, texts, true, true);
    }
    addFlatTexts(lng, builtIn.flat);
    // Last, after each part, so the remote catalogue wins over every built-in text.
    addFlatTexts(lng, remote);
    if (fallback) addFlatTexts(FALLBACK_LOCALE, fallback);
  })();
  loaded.set(`${lng}/${part}`, loading);
  loading.catch(() => loaded.delete(`${lng}/${part}`));
  return loading;
}

const loadWantedTexts = (lng: Locale) => Promise.all(wantedParts.map((part) => loadTexts(lng, part)));

/** The rest of the current language's texts, beyond the first page's; every other page waits for them. */
export function loadAllTexts(): Promise<void> {
  if (!wantedParts.includes('rest')) wantedParts.push('rest');
  return loadTexts(currentLocale(), 'rest');
}

function toLocale(language: string | undefined): Locale {
  return isLocale(language) ? language : FALLBACK_LOCALE;
}

export async function initI18n(): Promise<Locale> {
  const lng = firstLocale(readStored(StorageKey.locale), window.location.host);
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = HTML_LANG[toLocale(language)];
  });
  await i18next.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng,
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    resources: {},
  });
  await loadWantedTexts(lng);
  return lng;
}

/**
 * Switches the portal's language. `remember: false` is for pages shown in someone else's language (a public
 * form opens in its recipient's language), which must not change the browser's own choice.
 */
export async function changeLocale(lng: Locale, options: { remember?: boolean } = {}): Promise<void> {
  await loadWantedTexts(lng);
  if (options.remember ?? true) writeStored(StorageKey.locale, lng);
  await i18next.changeLanguage(lng);
}

/** The portal's language now, outside a component. */
export const currentLocale = (): Locale => toLocale(i18next.language);

export function useLocale(): Locale {
  return toLocale(useTranslation().i18n.language);
}
