import type { Locale } from '@portal/contracts';

/** One item of the translation service's answer (docs/product.md). */
interface TranslationItem {
  term?: string;
  context?: string;
  translation?: { content?: string };
}

export interface TranslationsClient {
  /** Remote texts for one language, term -> text; empty when none is configured, rejects when it fails. */
  load(locale: Locale): Promise<Record<string, string>>;
}

export function createTranslationsClient(options: {
  baseUrl?: string;
  apiToken?: string;
  projectId?: string;
  fetchImpl?: typeof fetch;
}): TranslationsClient {
  const { baseUrl, apiToken, projectId } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  if (!baseUrl) return { load: async () => ({}) };
  return {
    async load(locale) {
      const url = new URL(`${baseUrl.replace(/\/$/, '')}/Poe`);
      url.searchParams.set('api_token', apiToken ?? '');
      url.searchParams.set('id', projectId ?? '');
      url.searchParams.set('language', locale);
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`translation service answered ${response.status}`);
      const items = (await response.json()) as TranslationItem[];
      const texts: Record<string, string> = {};
      for (const item of Array.isArray(items) ? items : []) {
        const content = item.translation?.content;
        if (item.term && content) texts[item.term] = content;
      }
      return texts;
    },
  };
}
