import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, buildProviderStaff, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { helpArticles, newsItems } from './content.table.ts';

// News and help articles belong to no department: every signed-in user reads the same published ones, so
// the department rule is proved by an agent of another office reading them too.
describe('news and help article calls', async () => {
  const { app, db } = await createTestApp();
  const { agentA, adminB } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const otherOfficeCookie = await signIn(app, adminB.email);
  const editor = await buildProviderStaff(db, ['content.manage']);
  const editorCookie = await signIn(app, editor.email);

  // A null cookie calls signed out.
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    cookie: string | null = agentCookie,
    payload?: object,
  ) => app.inject({ method, url, payload, headers: cookie ? portalHeaders(cookie) : csrfHeader });
  const rowCount = async (table: typeof newsItems | typeof helpArticles) =>
    (await db.select({ value: count() }).from(table))[0]?.value;

  const news = (title: string, da?: string) => ({
    translations: {
      en: { title, teaser: `${title} teaser`, content: `${title} content` },
      ...(da ? { da: { title: da, teaser: `${da} teaser`, content: `${da} indhold` } } : {}),
    },
  });
  const article = (title: string, content: string, da?: string) => ({
    translations: {
      en: { title, description: `About ${title}`, content },
      ...(da ? { da: { title: da, description: `Om ${da}`, content: `${da}: ${content}` } } : {}),
    },
  });
  async function publishedNews(title: string, da?: string) {
    const created = await call('POST', '/api/news', editorCookie, news(title, da));
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    expect(
      (await call('PUT', `/api/news/${id}/published`, editorCookie, { published: true })).statusCode,
    ).toBe(200);
    return id as string;
  }

  describe('news', () => {
    it('answers 401 signed out on every call', async () => {
      const id = crypto.randomUUID();
      expect((await call('GET', '/api/news/language/EN', null)).statusCode).toBe(401);
      expect((await call('GET', `/api/news/${id}/language/EN`, null)).statusCode).toBe(401);
      expect((await call('GET', '/api/news/manage', null)).statusCode).toBe(401);
      expect((await call('POST', '/api/news', null, news('X'))).statusCode).toBe(401);
      expect((await call('PUT', `/api/news/${id}`, null, news('X'))).statusCode).toBe(401);
      expect((await call('PUT', `/api/news/${id}/published`, null, { published: true })).statusCode).toBe(
        401,
      );
    });

    it('refuses readers without content.manage (403) and writes nothing', async () => {
      const id = await publishedNews('Refusal target');
      const before = await rowCount(newsItems);
      expect((await call('GET', '/api/news/manage')).statusCode).toBe(403);
      expect((await call('POST', '/api/news', agentCookie, news('Mine'))).statusCode).toBe(403);
      expect((await call('PUT', `/api/news/${id}`, agentCookie, news('Changed'))).statusCode).toBe(403);
      expect(
        (await call('PUT', `/api/news/${id}/published`, agentCookie, { published: false })).statusCode,
      ).toBe(403);
      expect(await rowCount(newsItems)).toBe(before);
      expect((await call('GET', `/api/news/${id}/language/en`)).json().title).toBe('Refusal target');
    });

    it('answers 400 for a bad language, count or text, and writes nothing', async () => {
      const before = await rowCount(newsItems);
      expect((await call('GET', '/api/news/language/DE')).statusCode).toBe(400);
      expect((await call('GET', '/api/news/language/EN?numberOfNews=0')).statusCode).toBe(400);
      expect((await call('GET', '/api/news/nope/language/EN')).statusCode).toBe(400);
      const noEnglish = await call('POST', '/api/news', editorCookie, {
        translations: { da: { title: 'Kun dansk', teaser: 'x', content: 'y' } },
      });
      expect(noEnglish.statusCode).toBe(400);
      const blankTitle = await call('POST', '/api/news', editorCookie, {
        translations: {
          en: { title: ' ', teaser: 'x', content: 'y' },
          sv: { title: 'T', teaser: '', content: 'y' },
        },
      });
      expect(blankTitle.statusCode).toBe(400);
      expect(blankTitle.json().fields).toEqual({
        'translations.en.title': 'rules.required',
        'translations.sv.teaser': 'rules.required',
      });
      expect(await rowCount(newsItems)).toBe(before);
      expect(
        (await call('PUT', `/api/news/${crypto.randomUUID()}`, editorCookie, news('X'))).statusCode,
      ).toBe(404);
    });

    it('lists the newest published items in the asked language, falling back to English per item', async () => {
      await publishedNews('Oldest', 'Ældste');
      const draft = (await call('POST', '/api/news', editorCookie, news('Draft'))).json().id;
      await publishedNews('Middle');
      const newest = await publishedNews('Newest', 'Nyeste');
      const list = await call('GET', '/api/news/language/da');
      expect(list.statusCode, list.body).toBe(200);
      expect(
        list.json().map((item: { title: string; language: string }) => [item.title, item.language]),
      ).toEqual([
        ['Nyeste', 'da'],
        ['Middle', 'en'],
        ['Ældste', 'da'],
      ]);
      const two = await call('GET', '/api/news/language/DA?numberOfNews=2', otherOfficeCookie);
      expect(two.json()).toHaveLength(2);
      expect(two.json()[0]).toEqual({
        id: newest,
        language: 'da',
        title: 'Nyeste',
        teaser: 'Nyeste teaser',
        content: 'Nyeste indhold',
        publishedAt: expect.any(String),
      });
      // A draft is the editor's alone.
      expect((await call('GET', `/api/news/${draft}/language/EN`)).statusCode).toBe(404);
      expect((await call('GET', `/api/news/${draft}/language/EN`, editorCookie)).statusCode).toBe(200);
      expect((await call('GET', `/api/news/${newest}/language/SV`)).json()).toMatchObject({
        title: 'Newest',
        language: 'en',
      });
    });

    it('lets an editor edit, publish and unpublish an item, keeping the date while it stays published', async () => {
      const id = await publishedNews('To edit');
      const { publishedAt } = (await call('GET', `/api/news/${id}/language/EN`)).json();
      const edited = await call('PUT', `/api/news/${id}`, editorCookie, news('Edited', 'Redigeret'));
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ translations: { da: { title: 'Redigeret' } }, publishedAt });
      const again = await call('PUT', `/api/news/${id}/published`, editorCookie, { published: true });
      expect(again.json().publishedAt).toBe(publishedAt);
      const hidden = await call('PUT', `/api/news/${id}/published`, editorCookie, { published: false });
      expect(hidden.json().publishedAt).toBeNull();
      expect((await call('GET', `/api/news/${id}/language/EN`)).statusCode).toBe(404);
      const managed = await call('GET', '/api/news/manage', editorCookie);
      expect(managed.json()[0]).toMatchObject({ id, publishedAt: null });
    });
  });

  describe('help articles', () => {
    async function publishedArticle(title: string, content: string, da?: string) {
      const created = await call('POST', '/api/help-articles', editorCookie, article(title, content, da));
      expect(created.statusCode, created.body).toBe(200);
      const { id } = created.json();
      await call('PUT', `/api/help-articles/${id}/published`, editorCookie, { published: true });
      return id as string;
    }

    it('answers 401 signed out, 403 without content.manage and 400 for bad input, writing nothing', async () => {
      const id = await publishedArticle('Guarded', 'Text');
      const before = await rowCount(helpArticles);
      expect((await call('GET', '/api/help-articles/language/EN', null)).statusCode).toBe(401);
      expect((await call('GET', `/api/help-articles/${id}/language/EN`, null)).statusCode).toBe(401);
      expect((await call('GET', '/api/help-articles/manage', null)).statusCode).toBe(401);
      expect((await call('POST', '/api/help-articles', null, article('X', 'Y'))).statusCode).toBe(401);
      expect((await call('PUT', `/api/help-articles/${id}`, null, article('X', 'Y'))).statusCode).toBe(401);
      expect((await call('GET', '/api/help-articles/manage')).statusCode).toBe(403);
      expect((await call('POST', '/api/help-articles', agentCookie, article('X', 'Y'))).statusCode).toBe(403);
      expect((await call('PUT', `/api/help-articles/${id}`, agentCookie, article('X', 'Y'))).statusCode).toBe(
        403,
      );
      expect(
        (await call('PUT', `/api/help-articles/${id}/published`, agentCookie, { published: false }))
          .statusCode,
      ).toBe(403);
      expect((await call('GET', '/api/help-articles/language/fi')).statusCode).toBe(400);
      const tooLong = await call('POST', '/api/help-articles', editorCookie, article('x'.repeat(201), 'Y'));
      expect(tooLong.json().fields).toEqual({ 'translations.en.title': 'rules.string.max' });
      expect((await call('PUT', `/api/help-articles/${id}/published`, editorCookie, {})).statusCode).toBe(
        400,
      );
      expect(await rowCount(helpArticles)).toBe(before);
    });

    it('searches title, description and content in the reader’s language, and hides drafts', async () => {
      const booking = await publishedArticle(
        'Booking links',
        'The contact person picks a 50%_time',
        'Bookinglinks',
      );
      await publishedArticle('Archiving', 'Old material is moved to cold storage');
      const draft = (
        await call('POST', '/api/help-articles', editorCookie, article('Secret draft', 'cold'))
      ).json().id;
      const cold = await call('GET', '/api/help-articles/language/EN?search=COLD', otherOfficeCookie);
      expect(cold.statusCode, cold.body).toBe(200);
      expect(cold.json().map((item: { title: string }) => item.title)).toEqual(['Archiving']);
      const danish = await call(
        'GET',
        `/api/help-articles/language/DA?search=${encodeURIComponent('om bookinglinks')}`,
      );
      expect(danish.json()).toEqual([
        expect.objectContaining({ id: booking, language: 'da', title: 'Bookinglinks' }),
      ]);
      expect((await call('GET', '/api/help-articles/language/EN?search=50%25_')).json()).toHaveLength(1);
      expect((await call('GET', '/api/help-articles/language/EN?search=5_%25')).json()).toEqual([]);
      const all = (await call('GET', '/api/help-articles/language/EN')).json();
      expect(all.map((item: { title: string }) => item.title)).not.toContain('Secret draft');
      expect((await call('GET', `/api/help-articles/${draft}/language/EN`)).statusCode).toBe(404);
      const one = await call('GET', `/api/help-articles/${booking}/language/no`);
      expect(one.json()).toMatchObject({
        title: 'Booking links',
        language: 'en',
        description: 'About Booking links',
      });
    });

    it('lets an editor change an article and publish it', async () => {
      const created = (
        await call('POST', '/api/help-articles', editorCookie, article('Inviting', 'Steps'))
      ).json();
      expect(created.publishedAt).toBeNull();
      const edited = await call(
        'PUT',
        `/api/help-articles/${created.id}`,
        editorCookie,
        article('Inviting colleagues', 'Steps'),
      );
      expect(edited.json().translations.en.title).toBe('Inviting colleagues');
      const published = await call('PUT', `/api/help-articles/${created.id}/published`, editorCookie, {
        published: true,
      });
      expect(published.json().publishedAt).toEqual(expect.any(String));
      const managed = (await call('GET', '/api/help-articles/manage', editorCookie)).json();
      expect(managed.map((item: { id: string }) => item.id)).toContain(created.id);
    });
  });
});
