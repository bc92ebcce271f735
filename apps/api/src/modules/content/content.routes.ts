import {
  ContentLanguageParam,
  HelpArticleEditRecord,
  HelpArticleRecord,
  HelpArticleSearchQuery,
  NewsEditRecord,
  NewsItemRecord,
  NewsListQuery,
  SaveHelpArticleBody,
  SaveNewsBody,
  SetPublishedBody,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './content.service.ts';

const tags = ['News and help'];
const LanguageParams = z.object({ lang: ContentLanguageParam });
const ItemParams = z.object({ id: z.uuid() });
const ItemLanguageParams = z.object({ id: z.uuid(), lang: ContentLanguageParam });

// Every call needs a signed-in user (401). Readers see published items in their language with an English
// fallback per item; the editor's calls (manage, create, edit, publish) need content.manage (403).
export async function contentRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/news/language/:lang',
    {
      schema: {
        tags,
        params: LanguageParams,
        querystring: NewsListQuery,
        response: { 200: z.array(NewsItemRecord) },
      },
    },
    async (request) => {
      actorOf(request);
      return service.listNews(deps, request.params.lang, request.query.numberOfNews);
    },
  );

  routes.get(
    '/api/news/:id/language/:lang',
    { schema: { tags, params: ItemLanguageParams, response: { 200: NewsItemRecord } } },
    async (request) => service.getNewsItem(deps, actorOf(request), request.params.id, request.params.lang),
  );

  routes.get(
    '/api/news/manage',
    { schema: { tags, response: { 200: z.array(NewsEditRecord) } } },
    async (request) => service.listNewsForEditing(deps, actorOf(request)),
  );

  routes.post(
    '/api/news',
    { schema: { tags, body: SaveNewsBody, response: { 200: NewsEditRecord } } },
    async (request) => service.createNewsItem(deps, actorOf(request), request.body.translations),
  );

  routes.put(
    '/api/news/:id',
    { schema: { tags, params: ItemParams, body: SaveNewsBody, response: { 200: NewsEditRecord } } },
    async (request) => service.updateNewsItem(deps, actorOf(request), request.params.id, request.body),
  );

  routes.put(
    '/api/news/:id/published',
    { schema: { tags, params: ItemParams, body: SetPublishedBody, response: { 200: NewsEditRecord } } },
    async (request) => service.updateNewsItem(deps, actorOf(request), request.params.id, request.body),
  );

  routes.get(
    '/api/help-articles/language/:lang',
    {
      schema: {
        tags,
        params: LanguageParams,
        querystring: HelpArticleSearchQuery,
        response: { 200: z.array(HelpArticleRecord) },
      },
    },
    async (request) => {
      actorOf(request);
      return service.listArticles(deps, request.params.lang, request.query.search);
    },
  );

  routes.get(
    '/api/help-articles/:id/language/:lang',
    { schema: { tags, params: ItemLanguageParams, response: { 200: HelpArticleRecord } } },
    async (request) => service.getArticle(deps, actorOf(request), request.params.id, request.params.lang),
  );

  routes.get(
    '/api/help-articles/manage',
    { schema: { tags, response: { 200: z.array(HelpArticleEditRecord) } } },
    async (request) => service.listArticlesForEditing(deps, actorOf(request)),
  );

  routes.post(
    '/api/help-articles',
    { schema: { tags, body: SaveHelpArticleBody, response: { 200: HelpArticleEditRecord } } },
    async (request) => service.createArticle(deps, actorOf(request), request.body.translations),
  );

  routes.put(
    '/api/help-articles/:id',
    {
      schema: {
        tags,
        params: ItemParams,
        body: SaveHelpArticleBody,
        response: { 200: HelpArticleEditRecord },
      },
    },
    async (request) => service.updateArticle(deps, actorOf(request), request.params.id, request.body),
  );

  routes.put(
    '/api/help-articles/:id/published',
    {
      schema: { tags, params: ItemParams, body: SetPublishedBody, response: { 200: HelpArticleEditRecord } },
    },
    async (request) => service.updateArticle(deps, actorOf(request), request.params.id, request.body),
  );
}
