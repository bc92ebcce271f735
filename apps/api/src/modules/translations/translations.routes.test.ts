import { createServer, type IncomingMessage } from 'node:http';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTranslationsClient } from '../../adapters/translations/translations-client.ts';
import { createTestApp } from '../../test/test-app.ts';

/** A stand-in for the translation service: GET /Poe?api_token=..&id=..&language=.. */
async function startFakeTranslationService() {
  const requests: URL[] = [];
  let failing = false;
  const catalogues: Record<string, unknown> = {
    da: [
      { term: 'common.save', context: 'button', translation: { content: 'Gem' } },
      { term: 'cases.title', context: '', translation: { content: 'Sager' } },
      { term: 'common.empty', context: '', translation: { content: '' } },
      { term: 'common.noTranslation', context: '' },
    ],
    en: [{ term: 'common.save', context: 'button', translation: { content: 'Save' } }],
  };
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (failing) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('internal error');
      return;
    }
    if (request.method !== 'GET' || url.pathname !== '/Poe') {
      response.writeHead(404).end();
      return;
    }
    const language = url.searchParams.get('language') ?? '';
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(catalogues[language] ?? []));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setFailing(value: boolean) {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const HOUR = 60 * 60 * 1000;

describe('GET /api/translations/:locale', async () => {
  const service = await startFakeTranslationService();
  afterAll(() => service.close());
  const { app, setNow } = await createTestApp({
    translations: createTranslationsClient({
      baseUrl: `${service.baseUrl}/`,
      apiToken: 'token-abc',
      projectId: 'project-42',
    }),
  });
  // Each test starts two hours after the last, so no catalogue cached by an earlier test is still fresh.
  let clock = Date.now();
  const moveClock = (ms: number) => {
    clock += ms;
    setNow(new Date(clock));
  };
  const texts = (locale: string) => app.inject({ method: 'GET', url: `/api/translations/${locale}` });

  beforeEach(() => {
    moveClock(2 * HOUR);
    service.setFailing(false);
    service.requests.length = 0;
  });

  it('is public and answers the remote texts of the language', async () => {
    const response = await texts('da');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ 'common.save': 'Gem', 'cases.title': 'Sager' });
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it('asks the service with the token, the project id and the language', async () => {
    await texts('en');
    expect(service.requests).toHaveLength(1);
    const [url] = service.requests;
    expect(url?.pathname).toBe('/Poe');
    expect(url?.searchParams.get('api_token')).toBe('token-abc');
    expect(url?.searchParams.get('id')).toBe('project-42');
    expect(url?.searchParams.get('language')).toBe('en');
  });

  it.each(['en', 'da', 'sv', 'no'])('accepts the locale %s', async (locale) => {
    const response = await texts(locale);
    expect(response.statusCode).toBe(200);
    expect(service.requests.at(-1)?.searchParams.get('language')).toBe(locale);
  });

  it('answers 200 with no texts when the service fails, so the built-in texts stay', async () => {
    service.setFailing(true);
    const response = await texts('no');
    expect(service.requests).toHaveLength(1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('anonymous visitors cannot make the hub call the translation service more than once per language per hour', async () => {
    const first = await Promise.all(Array.from({ length: 10 }, () => texts('da')));
    expect(first.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    moveClock(30 * 60 * 1000);
    for (let visit = 0; visit < 10; visit++)
      expect((await texts('da')).json()).toHaveProperty('common.save', 'Gem');
    await texts('en');
    moveClock(29 * 60 * 1000);
    await texts('da');
    // One fetch of Danish for twenty-one visits within the hour, and one of English.
    expect(service.requests.map((url) => url.searchParams.get('language'))).toEqual(['da', 'en']);

    moveClock(2 * 60 * 1000);
    await texts('da');
    expect(service.requests.map((url) => url.searchParams.get('language'))).toEqual(['da', 'en', 'da']);
  });

  it('a failing service is asked once an hour too, and the texts loaded before are served meanwhile', async () => {
    expect((await texts('da')).json()).toHaveProperty('common.save', 'Gem');
    moveClock(2 * HOUR);
    service.setFailing(true);
    for (let visit = 0; visit < 5; visit++) {
      const response = await texts('da');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ 'common.save': 'Gem', 'cases.title': 'Sager' });
    }
    expect(service.requests).toHaveLength(2);

    moveClock(2 * HOUR);
    service.setFailing(false);
    await texts('da');
    expect(service.requests).toHaveLength(3);
  });

  it('answers an invalid locale with 400 and does not call the service', async () => {
    for (const locale of ['de', 'da-DK', 'xx']) {
      const response = await texts(locale);
      expect(response.statusCode, locale).toBe(400);
      expect(response.json().code).toBe('errors.badRequest');
      expect(response.json().fields).toHaveProperty('locale');
    }
    expect(service.requests).toHaveLength(0);
  });
});

describe('GET /api/translations/:locale without a translation service', async () => {
  const { app } = await createTestApp({ translations: createTranslationsClient({}) });

  it('answers 200 with no texts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/translations/sv' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });
});
