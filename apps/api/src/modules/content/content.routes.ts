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
      config: { audience: 'portal' },
      schema: {
        operationId: 'listNews',
        summary: 'The news in a language',
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
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getNewsItem',
        summary: 'A news item in a language',
        tags,
        params: ItemLanguageParams,
        response: { 200: NewsItemRecord },
      },
    },
    async (request) => service.getNewsItem(deps, actorOf(request), request.params.id, request.params.lang),
  );

  routes.get(
    '/api/news/manage',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listNewsForEditing',
        summary: 'Every news item, for the editor',
        tags,
        response: { 200: z.array(NewsEditRecord) },
      },
    },
    async (request) => service.listNewsForEditing(deps, actorOf(request)),
  );

  routes.post(
    '/api/news',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'createNewsItem',
        summary: 'Write a news item',
        tags,
        body: SaveNewsBody,
        response: { 200: NewsEditRecord },
      },
    },
    async (request) => service.createNewsItem(deps, actorOf(request), request.body.translations),
  );

  routes.put(
    '/api/news/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'updateNewsItem',
        summary: 'Change a news item',
        tags,
        params: ItemParams,
        body: SaveNewsBody,
        response: { 200: NewsEditRecord },
      },
    },
    async (request) => service.updateNewsItem(deps, actorOf(request), request.params.id, request.body),
  );

  routes.put(
    '/api/news/:id/published',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'publishNewsItem',
        summary: 'Publish or withdraw a news item',
        tags,
        params: ItemParams,
        body: SetPublishedBody,
        response: { 200: NewsEditRecord },
      },
    },
    async (request) => service.updateNewsItem(deps, actorOf(request), request.params.id, request.body),
  );

  routes.get(
    '/api/help-articles/language/:lang',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'searchHelpArticles',
        summary: 'The help articles in a language',
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
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getHelpArticle',
        summary: 'A help article in a language',
        tags,
        params: ItemLanguageParams,
        response: { 200: HelpArticleRecord },
      },
    },
    async (request) => service.getArticle(deps, actorOf(request), request.params.id, request.params.lang),
  );

  routes.get(
    '/api/help-articles/manage',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listHelpArticlesForEditing',
        summary: 'Every help article, for the editor',
        tags,
        response: { 200: z.array(HelpArticleEditRecord) },
      },
    },
    async (request) => service.listArticlesForEditing(deps, actorOf(request)),
  );

  routes.post(
    '/api/help-articles',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'createHelpArticle',
        summary: 'Write a help article',
        tags,
        body: SaveHelpArticleBody,
        response: { 200: HelpArticleEditRecord },
      },
    },
    async (request) => service.createArticle(deps, actorOf(request), request.body.translations),
  );

  routes.put(
    '/api/help-articles/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'updateHelpArticle',
        summary: 'Change a help article',
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
      config: { audience: 'portal' },
      schema: {
        operationId: 'publishHelpArticle',
        summary: 'Publish or withdraw a help article',
        tags,
        params: ItemParams,
        body: SetPublishedBody,
        response: { 200: HelpArticleEditRecord },
      },
    },
    async (request) => service.updateArticle(deps, actorOf(request), request.params.id, request.body),
  );
}
