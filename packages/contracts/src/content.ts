// News and help articles written by the provider's staff in four languages (docs/product.md "News and help";
// GET /news/language/{lang}, GET /help-articles/language/{lang} and the editor's calls).
import { z } from 'zod';
import { Locale } from './enums.ts';

/** The language segment of the content calls: EN, DA, SV or NO in any case, read as a portal locale. */
export const ContentLanguageParam = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(Locale);

/** How many news items the list answers when the call does not say (the dashboard's panel). */
export const DEFAULT_NUMBER_OF_NEWS = 3;
export const MAX_NUMBER_OF_NEWS = 100;
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 500;
export const CONTENT_BODY_MAX = 20_000;
/** A search shorter than this lists every article (one letter matches nearly all of them). */
export const HELP_SEARCH_MIN = 2;

const requiredText = (max: number) => z.string().trim().min(1, 'rules.required').max(max, 'rules.string.max');

export const NewsTranslation = z.object({
  title: requiredText(CONTENT_TITLE_MAX),
  teaser: requiredText(CONTENT_SUMMARY_MAX),
  content: requiredText(CONTENT_BODY_MAX),
});
export type NewsTranslation = z.infer<typeof NewsTranslation>;

export const HelpArticleTranslation = z.object({
  title: requiredText(CONTENT_TITLE_MAX),
  description: requiredText(CONTENT_SUMMARY_MAX),
  content: requiredText(CONTENT_BODY_MAX),
});
export type HelpArticleTranslation = z.infer<typeof HelpArticleTranslation>;

/** English is required (the fallback of every reader); the other languages are written when ready. */
const translationsOf = <T extends z.ZodType>(translation: T) =>
  z.object({
    en: translation,
    da: translation.optional(),
    sv: translation.optional(),
    no: translation.optional(),
  });

export const NewsTranslations = translationsOf(NewsTranslation);
export type NewsTranslations = z.infer<typeof NewsTranslations>;
export const HelpArticleTranslations = translationsOf(HelpArticleTranslation);
export type HelpArticleTranslations = z.infer<typeof HelpArticleTranslations>;

/** POST /news and PUT /news/{id}: the item in every language written so far. */
export const SaveNewsBody = z.object({ translations: NewsTranslations });
export type SaveNewsBody = z.infer<typeof SaveNewsBody>;
export const SaveHelpArticleBody = z.object({ translations: HelpArticleTranslations });
export type SaveHelpArticleBody = z.infer<typeof SaveHelpArticleBody>;

/** PUT /news/{id}/published and /help-articles/{id}/published: the editor's publish switch. */
export const SetPublishedBody = z.object({ published: z.boolean() });
export type SetPublishedBody = z.infer<typeof SetPublishedBody>;

export const NewsListQuery = z.object({
  numberOfNews: z.coerce.number().int().min(1).max(MAX_NUMBER_OF_NEWS).default(DEFAULT_NUMBER_OF_NEWS),
});

export const HelpArticleSearchQuery = z.object({ search: z.string().trim().max(200).optional() });

/** A news item in one language: the asked one, or English when the item has none in it (`language`). */
export const NewsItemRecord = z.object({
  id: z.uuid(),
  language: Locale,
  title: z.string(),
  teaser: z.string(),
  content: z.string(),
  /** When it was published; the date readers see. Null only in the editor's list. */
  publishedAt: z.iso.datetime().nullable(),
});
export type NewsItemRecord = z.infer<typeof NewsItemRecord>;

export const HelpArticleRecord = z.object({
  id: z.uuid(),
  language: Locale,
  title: z.string(),
  description: z.string(),
  content: z.string(),
  publishedAt: z.iso.datetime().nullable(),
});
export type HelpArticleRecord = z.infer<typeof HelpArticleRecord>;

/** GET /news/manage: every item, published or not, in all its languages, for `content.manage`. */
export const NewsEditRecord = z.object({
  id: z.uuid(),
  translations: NewsTranslations,
  publishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type NewsEditRecord = z.infer<typeof NewsEditRecord>;

export const HelpArticleEditRecord = z.object({
  id: z.uuid(),
  translations: HelpArticleTranslations,
  publishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type HelpArticleEditRecord = z.infer<typeof HelpArticleEditRecord>;
