import type { Locale } from '@portal/contracts';
import { type AppDeps, nowOf } from '../../deps.ts';

/** How long a fetched catalogue is served before the remote service is asked again. */
export const CATALOGUE_LIFETIME_MS = 60 * 60 * 1000;

interface CachedCatalogue {
  fetchedAt: number;
  texts: Promise<Record<string, string>>;
}

/**
 * The remote text catalogue, fetched at most once per language per hour in this hub process: the call
 * that serves it is public, so without the cache every anonymous visitor would cost a call to the service
 * (with our token). Requests that arrive while a fetch is under way share it. A failed fetch counts as
 * that hour's fetch; the last catalogue that did load is served meanwhile, else none (the built-in texts).
 */
export function createTranslationsCache(deps: AppDeps) {
  const catalogues = new Map<Locale, CachedCatalogue>();
  const lastLoaded = new Map<Locale, Record<string, string>>();

  async function fetchCatalogue(locale: Locale): Promise<Record<string, string>> {
    try {
      const texts = await deps.translations.load(locale);
      lastLoaded.set(locale, texts);
      return texts;
    } catch (error) {
      deps.logger.warn(
        { err: error, locale },
        'remote text catalogue could not be loaded; built-in texts stay',
      );
      return lastLoaded.get(locale) ?? {};
    }
  }

  return {
    load(locale: Locale): Promise<Record<string, string>> {
      const now = nowOf(deps).getTime();
      const cached = catalogues.get(locale);
      if (cached && now - cached.fetchedAt < CATALOGUE_LIFETIME_MS) return cached.texts;
      const texts = fetchCatalogue(locale);
      catalogues.set(locale, { fetchedAt: now, texts });
      return texts;
    },
  };
}
