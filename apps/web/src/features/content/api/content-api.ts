import type {
  HelpArticleEditRecord,
  HelpArticleTranslations,
  Locale,
  NewsEditRecord,
  NewsTranslations,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { contentKeys } from '@/lib/query-keys.ts';

/** News and help articles: which kind of content a shared component edits or shows. */
export type ContentKind = 'news' | 'help';

const language = (locale: Locale) => locale.toUpperCase();

/** The dashboard shows this many; the news page asks for as many as the hub answers at once. */
export const DASHBOARD_NEWS = 3;
export const NEWS_PAGE_SIZE = 100;

export const newsQuery = (locale: Locale, count: number) =>
  queryOptions({
    queryKey: contentKeys.news(locale, count),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/news/language/{lang}', {
          params: { path: { lang: language(locale) }, query: { numberOfNews: count } },
          signal,
        }),
      ),
  });

export const newsItemQuery = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.newsItem(id, locale),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/news/{id}/language/{lang}', {
          params: { path: { id, lang: language(locale) } },
          signal,
        }),
      ),
  });

export const helpArticlesQuery = (locale: Locale, search: string) =>
  queryOptions({
    queryKey: contentKeys.articles(locale, search),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/help-articles/language/{lang}', {
          params: { path: { lang: language(locale) }, query: { search } },
          signal,
        }),
      ),
    // While the next search loads, the last answer stays on screen instead of a flashing placeholder.
    placeholderData: (previous) => previous,
  });

export const helpArticleQuery = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.article(id, locale),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/help-articles/{id}/language/{lang}', {
          params: { path: { id, lang: language(locale) } },
          signal,
        }),
      ),
  });

/** Every item with all its languages, drafts included: the editor's list (content.manage only). */
export type EditRecord = NewsEditRecord | HelpArticleEditRecord;
export type EditTranslations = NewsTranslations | HelpArticleTranslations;

export const editingQuery = (kind: ContentKind) =>
  queryOptions<EditRecord[]>({
    queryKey: contentKeys.editing(kind),
    queryFn: ({ signal }) =>
      kind === 'news'
        ? call(hub.GET('/api/news/manage', { signal }))
        : call(hub.GET('/api/help-articles/manage', { signal })),
  });

/** A change shows on the dashboard, the lists and the pages of every language, so all of them reload. */
function useContentChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.all });
}

interface SaveContent {
  /** null creates the item. */
  id: string | null;
  translations: EditTranslations;
}

// The editor writes the translations of its own kind (a news teaser, a help article's description), which the
// union of the two cannot tell apart; each hub call checks them against its own schema.
function saveNews({ id, translations }: SaveContent): Promise<EditRecord> {
  const body = { translations: translations as NewsTranslations };
  return id
    ? call(hub.PUT('/api/news/{id}', { params: { path: { id } }, body }))
    : call(hub.POST('/api/news', { body }));
}

function saveHelpArticle({ id, translations }: SaveContent): Promise<EditRecord> {
  const body = { translations: translations as HelpArticleTranslations };
  return id
    ? call(hub.PUT('/api/help-articles/{id}', { params: { path: { id } }, body }))
    : call(hub.POST('/api/help-articles', { body }));
}

/** Creates an item (no id) or saves the texts of an existing one. */
export function useSaveContent(kind: ContentKind) {
  const changed = useContentChanged();
  return useMutation({
    mutationFn: (content: SaveContent) => (kind === 'news' ? saveNews(content) : saveHelpArticle(content)),
    onSuccess: changed,
  });
}

export function useSetPublished(kind: ContentKind) {
  const changed = useContentChanged();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }): Promise<EditRecord> => {
      const request = { params: { path: { id } }, body: { published } };
      return kind === 'news'
        ? call(hub.PUT('/api/news/{id}/published', request))
        : call(hub.PUT('/api/help-articles/{id}/published', request));
    },
    onSuccess: changed,
  });
}
