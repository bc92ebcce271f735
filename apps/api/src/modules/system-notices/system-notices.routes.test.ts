import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, buildProviderStaff, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { type systemNoticeDismissals, systemNotices } from './system-notices.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Notices belong to no department: every signed-in user reads the same ones, so the department rule is
// proved by a user of another office reading them too; a dismissal is the user's own.
describe('system notice calls', async () => {
  const { app, db } = await createTestApp();
  const { agentA, adminB } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const otherOfficeCookie = await signIn(app, adminB.email);
  const editor = await buildProviderStaff(db, ['content.manage']);
  const editorCookie = await signIn(app, editor.email);

  // A null cookie calls signed out.
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string | null = agentCookie,
    payload?: object,
  ) => app.inject({ method, url, payload, headers: cookie ? portalHeaders(cookie) : csrfHeader });
  const rowCount = async (table: typeof systemNotices | typeof systemNoticeDismissals) =>
    (await db.select({ value: count() }).from(table))[0]?.value;
  const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

  const notice = (en: string, changes: Record<string, unknown> = {}) => ({
    translations: { en: { text: en }, da: { text: `${en} (dansk)` } },
    level: 'warning',
    shownFrom: inDays(-1),
    shownUntil: inDays(30),
    ...changes,
  });
  async function created(en: string, changes: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/system-notices', editorCookie, notice(en, changes));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as string;
  }
  const textsOf = async (url: string, cookie: string | null = agentCookie) =>
    (await call('GET', url, cookie)).json().map((item: { text: string }) => item.text);

  it('answers 401 signed out on every call', async () => {
    const id = crypto.randomUUID();
    expect((await call('GET', '/api/system-notices/current/language/en', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/system-notices/language/en', null)).statusCode).toBe(401);
    expect((await call('POST', `/api/system-notices/${id}/dismissal`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/system-notices/manage', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/system-notices', null, notice('X'))).statusCode).toBe(401);
    expect((await call('PUT', `/api/system-notices/${id}`, null, notice('X'))).statusCode).toBe(401);
    expect((await call('DELETE', `/api/system-notices/${id}`, null)).statusCode).toBe(401);
  });

  it('refuses the editor’s calls without content.manage (403) and changes nothing', async () => {
    const id = await created('Refusal target');
    const before = await rowCount(systemNotices);
    expect((await call('GET', '/api/system-notices/manage')).statusCode).toBe(403);
    expect((await call('POST', '/api/system-notices', agentCookie, notice('Mine'))).statusCode).toBe(403);
    expect((await call('PUT', `/api/system-notices/${id}`, agentCookie, notice('Changed'))).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/system-notices/${id}`)).statusCode).toBe(403);
    expect(await rowCount(systemNotices)).toBe(before);
    expect(await textsOf('/api/system-notices/language/en')).toContain('Refusal target');
  });

  it('answers 400 for a bad language, text, level or period, naming the field, and writes nothing', async () => {
    const before = await rowCount(systemNotices);
    expect((await call('GET', '/api/system-notices/current/language/DE')).statusCode).toBe(400);
    const noEnglish = await call('POST', '/api/system-notices', editorCookie, {
      ...notice('X'),
      translations: { da: { text: 'Kun dansk' } },
    });
    expect(noEnglish.statusCode).toBe(400);
    const blank = await call('POST', '/api/system-notices', editorCookie, {
      ...notice('X'),
      translations: { en: { text: ' ' } },
    });
    expect(blank.json().fields).toEqual({ 'translations.en.text': 'rules.required' });
    const backwards = await call(
      'POST',
      '/api/system-notices',
      editorCookie,
      notice('X', { shownFrom: inDays(2), shownUntil: inDays(1) }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ shownUntil: 'systemNotices.messages.untilBeforeFrom' });
    expect(
      (await call('POST', '/api/system-notices', editorCookie, notice('X', { level: 'loud' }))).statusCode,
    ).toBe(400);
    expect(await rowCount(systemNotices)).toBe(before);
    expect(
      (await call('PUT', `/api/system-notices/${crypto.randomUUID()}`, editorCookie, notice('X'))).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/system-notices/${crypto.randomUUID()}`, editorCookie)).statusCode,
    ).toBe(404);
  });

  it('shows current notices in the reader’s language with an English fallback; past ones only on the page', async () => {
    await created('Drone flights paused');
    await created('Only English', { translations: { en: { text: 'Only English' } }, shownUntil: null });
    await created('Long gone', { shownFrom: inDays(-10), shownUntil: inDays(-5) });
    await created('Not yet', { shownFrom: inDays(5), shownUntil: null });
    const current = await call('GET', '/api/system-notices/current/language/DA', otherOfficeCookie);
    expect(current.statusCode, current.body).toBe(200);
    const texts = current
      .json()
      .map((item: { text: string; language: string }) => [item.text, item.language]);
    expect(texts).toEqual(
      expect.arrayContaining([
        ['Drone flights paused (dansk)', 'da'],
        ['Only English', 'en'],
      ]),
    );
    expect(texts.map(([text]: string[]) => text)).not.toContain('Long gone (dansk)');
    expect(texts.map(([text]: string[]) => text)).not.toContain('Not yet (dansk)');

    const page = (await call('GET', '/api/system-notices/language/en')).json();
    const gone = page.find((item: { text: string }) => item.text === 'Long gone');
    expect(gone).toMatchObject({ current: false, level: 'warning' });
    expect(page.find((item: { text: string }) => item.text === 'Drone flights paused')?.current).toBe(true);
    expect(page.map((item: { text: string }) => item.text)).not.toContain('Not yet');
    expect(
      (await call('GET', '/api/system-notices/manage', editorCookie))
        .json()
        .map((item: { translations: { en: { text: string } } }) => item.translations.en.text),
    ).toContain('Not yet');
  });

  it('dismisses a notice for the user alone, on every device, and keeps it on the page', async () => {
    const id = await created('Dismiss me');
    expect((await call('POST', `/api/system-notices/${crypto.randomUUID()}/dismissal`)).statusCode).toBe(404);
    expect((await call('POST', '/api/system-notices/nope/dismissal')).statusCode).toBe(400);
    const dismissed = await call('POST', `/api/system-notices/${id}/dismissal`);
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    expect((await call('POST', `/api/system-notices/${id}/dismissal`)).statusCode).toBe(204);
    const otherDevice = await signIn(app, agentA.email);
    expect(await textsOf('/api/system-notices/current/language/en', otherDevice)).not.toContain('Dismiss me');
    expect(await textsOf('/api/system-notices/current/language/en', otherOfficeCookie)).toContain(
      'Dismiss me',
    );
    expect(await textsOf('/api/system-notices/language/en')).toContain('Dismiss me');
  });

  it('lets the editor change and delete a notice', async () => {
    const id = await created('First wording');
    const changed = await call(
      'PUT',
      `/api/system-notices/${id}`,
      editorCookie,
      notice('Second wording', { level: 'error', shownUntil: null }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      level: 'error',
      shownUntil: null,
      translations: { en: { text: 'Second wording' } },
    });
    expect(await textsOf('/api/system-notices/current/language/en')).toContain('Second wording');
    expect((await call('DELETE', `/api/system-notices/${id}`, editorCookie)).statusCode).toBe(204);
    expect(await textsOf('/api/system-notices/language/en')).not.toContain('Second wording');
  });
});
