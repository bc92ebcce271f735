import type {
  HelpArticleEditRecord,
  HelpArticleRecord,
  HelpArticleTranslations,
  Locale,
  NewsEditRecord,
  NewsItemRecord,
  NewsTranslations,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { contentKeys } from '@/lib/query-keys.ts';

/** News and help articles: which kind of content a shared component edits or shows. */
export type ContentKind = 'news' | 'help';

const BASE: Record<ContentKind, string> = { news: '/api/news', help: '/api/help-articles' };
const language = (locale: Locale) => locale.toUpperCase();

/** The dashboard shows this many; the news page asks for as many as the hub answers at once. */
export const DASHBOARD_NEWS = 3;
export const NEWS_PAGE_SIZE = 100;

export const newsQuery = (locale: Locale, count: number) =>
  queryOptions({
    queryKey: contentKeys.news(locale, count),
    queryFn: ({ signal }) =>
      apiRequest<NewsItemRecord[]>(`${BASE.news}/language/${language(locale)}?numberOfNews=${count}`, {
        signal,
      }),
  });

export const newsItemQuery = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.newsItem(id, locale),
    queryFn: ({ signal }) =>
      apiRequest<NewsItemRecord>(`${BASE.news}/${encodeURIComponent(id)}/language/${language(locale)}`, {
        signal,
      }),
  });

export const helpArticlesQuery = (locale: Locale, search: string) =>
  queryOptions({
    queryKey: contentKeys.articles(locale, search),
    queryFn: ({ signal }) =>
      apiRequest<HelpArticleRecord[]>(
        `${BASE.help}/language/${language(locale)}${search ? `?search=${encodeURIComponent(search)}` : ''}`,
        { signal },
      ),
    // While the next search loads, the last answer stays on screen instead of a flashing placeholder.
    placeholderData: (previous) => previous,
  });

export const helpArticleQuery = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.article(id, locale),
    queryFn: ({ signal }) =>
      apiRequest<HelpArticleRecord>(`${BASE.help}/${encodeURIComponent(id)}/language/${language(locale)}`, {
        signal,
      }),
  });

/** Every item with all its languages, drafts included: the editor's list (content.manage only). */
export type EditRecord = NewsEditRecord | HelpArticleEditRecord;
export type EditTranslations = NewsTranslations | HelpArticleTranslations;

export const editingQuery = (kind: ContentKind) =>
  queryOptions({
    queryKey: contentKeys.editing(kind),
    queryFn: ({ signal }) => apiRequest<EditRecord[]>(`${BASE[kind]}/manage`, { signal }),
  });

/** A change shows on the dashboard, the lists and the pages of every language, so all of them reload. */
function useContentChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.all });
}

/** Creates an item (no id) or saves the texts of an existing one. */
export function useSaveContent(kind: ContentKind) {
  const changed = useContentChanged();
  return useMutation({
    mutationFn: ({ id, translations }: { id: string | null; translations: EditTranslations }) =>
      apiRequest<EditRecord>(id ? `${BASE[kind]}/${encodeURIComponent(id)}` : BASE[kind], {
        method: id ? 'PUT' : 'POST',
        body: { translations },
      }),
    onSuccess: changed,
  });
}

export function useSetPublished(kind: ContentKind) {
  const changed = useContentChanged();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      apiRequest<EditRecord>(`${BASE[kind]}/${encodeURIComponent(id)}/published`, {
        method: 'PUT',
        body: { published },
      }),
    onSuccess: changed,
  });
}
