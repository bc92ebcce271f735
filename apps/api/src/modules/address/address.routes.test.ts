import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createAddressLookup } from '../../adapters/address/create-address-lookup.ts';
import { buildOffices, signIn } from '../../test/factories.ts';
import {
  FAKE_MAPS_KEY,
  fakeDanishAddresses,
  fakePlaces,
  VANGEDE_ID,
  VESTERBRO_ID,
} from '../../test/fakes/fake-address-fixtures.ts';
import { startFakeDawa, startFakePlaces } from '../../test/fakes/fake-address-services.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';

describe('address routes', async () => {
  const dawa = await startFakeDawa(fakeDanishAddresses);
  const maps = await startFakePlaces(fakePlaces, FAKE_MAPS_KEY);
  afterAll(async () => {
    await dawa.close();
    await maps.close();
  });
  const warnings: { msg: string }[] = [];
  const logger = pino(
    { level: 'warn' },
    new Writable({
      write(chunk, _encoding, done) {
        warnings.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  const lookupOptions = {
    dkAddressUrl: `${dawa.baseUrl}/`,
    mapsApiUrl: maps.baseUrl,
    logger,
    timeoutMs: 300,
  };
  const { app, db } = await createTestApp({
    addressLookup: createAddressLookup({ ...lookupOptions, mapsApiKey: FAKE_MAPS_KEY }),
  });
  const { agentA } = await buildOffices(db);
  const headers = portalHeaders(await signIn(app, agentA.email));
  const get = (url: string) => app.inject({ method: 'GET', url, headers });

  beforeEach(() => {
    dawa.setMode('ok');
    maps.setMode('ok');
    dawa.requests.length = 0;
    maps.requests.length = 0;
    warnings.length = 0;
  });

  it('answers 401 without a session', async () => {
    for (const url of [
      '/api/address/suggestions?query=vester&country=DK',
      `/api/address/place/x?country=DK&provider=offline`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('errors.unauthorized');
    }
  });

  it('answers 400 for a one-letter query, an unknown country or provider, and asks no service', async () => {
    for (const url of [
      '/api/address/suggestions?query=v&country=DK',
      '/api/address/suggestions?query=vester&country=DE',
      '/api/address/suggestions?query=vester',
      '/api/address/suggestions?query=vester&country=DK&page=0',
      '/api/address/place/abc?country=FI&provider=maps',
      '/api/address/place/abc?country=SE&provider=other',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('errors.badRequest');
    }
    expect(dawa.requests).toHaveLength(0);
    expect(maps.requests).toHaveLength(0);
  });

  describe('Denmark (Danish address service)', () => {
    it('asks with q, type=adresse, 20 per page and the page, and answers its suggestions', async () => {
      const response = await get('/api/address/suggestions?query=Vesterbrogade%2012&country=DK');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: VESTERBRO_ID, text: 'Vesterbrogade 12, 2. th, 1620 København V', provider: 'dk-address' },
      ]);
      const [url] = dawa.requests;
      expect(url?.pathname).toBe('/autocomplete');
      expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
        q: 'Vesterbrogade 12',
        type: 'adresse',
        per_side: '20',
        side: '1',
      });
    });

    it('pages through the service 20 at a time', async () => {
      const first = await get('/api/address/suggestions?query=n%C3%B8rrebrogade&country=DK');
      const second = await get('/api/address/suggestions?query=n%C3%B8rrebrogade&country=DK&page=2');
      expect(first.json()).toHaveLength(20);
      expect(second.json()).toHaveLength(5);
      expect(dawa.requests.map((url) => url.searchParams.get('side'))).toEqual(['1', '2']);
      expect(second.json()[0].text).toBe('Nørrebrogade 21, 2200 København N');
    });

    it('resolves an address with floor, door and the supplementary town name as area', async () => {
      const flat = await get(`/api/address/place/${VESTERBRO_ID}?country=DK&provider=dk-address`);
      expect(flat.statusCode).toBe(200);
      expect(flat.json()).toEqual({
        id: VESTERBRO_ID,
        full: 'Vesterbrogade 12, 2. th, 1620 København V',
        street: 'Vesterbrogade',
        houseNumber: '12',
        floor: '2',
        door: 'th',
        postNumber: '1620',
        city: 'København V',
        area: null,
        country: 'DK',
      });
      expect(dawa.requests[0]?.pathname).toBe(`/adresser/${VESTERBRO_ID}`);

      const house = await get(`/api/address/place/${VANGEDE_ID}?country=DK&provider=dk-address`);
      expect(house.json()).toMatchObject({ floor: null, door: null, area: 'Vangede', city: 'Gentofte' });
      expect(house.json().full).toBe('Vangede Bygade 45, Vangede, 2820 Gentofte');
    });

    it('answers 404 for an address the service does not know', async () => {
      const unknown = await get(
        '/api/address/place/0a3f50a3-1f6c-32b8-e044-00000000dead?country=DK&provider=dk-address',
      );
      expect(unknown.statusCode).toBe(404);
      expect(dawa.requests).toHaveLength(1);
      const malformed = await get('/api/address/place/not-a-uuid?country=DK&provider=dk-address');
      expect(malformed.statusCode).toBe(404);
      expect(dawa.requests).toHaveLength(1);
    });
  });

  describe('Sweden and Norway (maps service)', () => {
    it('asks with the input, the country, address types and the key, and keeps only addresses', async () => {
      const response = await get('/api/address/suggestions?query=G%C3%B6tgatan&country=SE');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: 'ChIJgotgatan44', text: 'Götgatan 44, Stockholm, Sverige', provider: 'maps' },
        { id: 'ChIJgotgatanNoNumber', text: 'Götgatan 1-3, Stockholm, Sverige', provider: 'maps' },
      ]);
      const [url] = maps.requests;
      expect(url?.pathname).toBe('/place/autocomplete/json');
      expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
        input: 'Götgatan',
        components: 'country:se',
        types: 'address',
        key: FAKE_MAPS_KEY,
      });
    });

    it('restricts to the country asked for, and has no second page', async () => {
      const norway = await get('/api/address/suggestions?query=nesttun&country=NO');
      expect(norway.json()).toEqual([
        { id: 'ChIJnesttunveien94', text: 'Nesttunveien 94, Nesttun, Norge', provider: 'maps' },
      ]);
      expect(maps.requests[0]?.searchParams.get('components')).toBe('country:no');
      expect((await get('/api/address/suggestions?query=nesttun&country=SE')).json()).toEqual([]);
      const second = await get('/api/address/suggestions?query=nesttun&country=NO&page=2');
      expect(second.json()).toEqual([]);
      expect(maps.requests).toHaveLength(2);
    });

    it('takes the city from sublocality, else postal town, else locality', async () => {
      const sodermalm = await get('/api/address/place/ChIJgotgatan44?country=SE&provider=maps');
      expect(sodermalm.statusCode).toBe(200);
      expect(sodermalm.json()).toEqual({
        id: 'ChIJgotgatan44',
        full: 'Götgatan 44, 116 46 Stockholm, Sverige',
        street: 'Götgatan',
        houseNumber: '44',
        floor: null,
        door: null,
        postNumber: '116 46',
        city: 'Södermalm',
        area: 'Södermalm',
        country: 'SE',
      });
      const [url] = maps.requests;
      expect(url?.pathname).toBe('/place/details/json');
      expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
        place_id: 'ChIJgotgatan44',
        fields: 'address_component,formatted_address',
        key: FAKE_MAPS_KEY,
      });

      const nesttun = await get('/api/address/place/ChIJnesttunveien94?country=NO&provider=maps');
      expect(nesttun.json()).toMatchObject({
        city: 'Nesttun',
        area: null,
        postNumber: '5221',
        country: 'NO',
      });
      const sundbyberg = await get('/api/address/place/ChIJlandsvagen50?country=SE&provider=maps');
      expect(sundbyberg.json()).toMatchObject({
        city: 'Sundbyberg',
        street: 'Landsvägen',
        houseNumber: '50',
      });
    });

    it('refuses a place without a street number, or one the service does not know, with 422', async () => {
      for (const id of ['ChIJgotgatanNoNumber', 'ChIJgotgatanRoute', 'ChIJunknown']) {
        const response = await get(`/api/address/place/${id}?country=SE&provider=maps`);
        expect(response.statusCode, id).toBe(422);
        expect(response.json()).toEqual({
          code: 'orders.pages.new.invalidPrediction',
          message: 'Invalid prediction supplied to address api.',
        });
      }
    });
  });

  describe('when a service fails', () => {
    it('answers from the offline sample when the Danish service answers 500, and logs a warning', async () => {
      dawa.setMode('failing');
      const response = await get('/api/address/suggestions?query=vesterbrogade&country=DK');
      expect(response.statusCode).toBe(200);
      expect(dawa.requests).toHaveLength(1);
      const suggestions = response.json() as { id: string; text: string; provider: string }[];
      expect(suggestions.length).toBeGreaterThan(0);
      expect(
        suggestions.every((item) => item.provider === 'offline' && /vesterbrogade/i.test(item.text)),
      ).toBe(true);
      expect(warnings.map((entry) => entry.msg)).toContain('address service failed; offline sample answers');

      const resolved = await get(`/api/address/place/${suggestions[0]?.id}?country=DK&provider=offline`);
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json()).toMatchObject({ street: 'Vesterbrogade', country: 'DK' });
    });

    it('answers from the offline sample when the maps service does not answer in time', async () => {
      maps.setMode('slow');
      const started = Date.now();
      const response = await get('/api/address/suggestions?query=g%C3%B6tgatan&country=SE');
      expect(Date.now() - started).toBeLessThan(1500);
      expect(response.statusCode).toBe(200);
      expect(response.json().length).toBeGreaterThan(0);
      expect(response.json()[0]).toMatchObject({
        provider: 'offline',
        text: expect.stringMatching(/^Götgatan/),
      });
      expect(warnings).toHaveLength(1);
    });

    it('answers 502 when a provider place cannot be resolved because the service is down', async () => {
      maps.setMode('failing');
      const response = await get('/api/address/place/ChIJgotgatan44?country=SE&provider=maps');
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('errors.somethingWentWrong');
    });

    it('answers from the offline sample when the maps service refuses the key', async () => {
      const refused = createAddressLookup({ ...lookupOptions, mapsApiKey: 'wrong' });
      const suggestions = await refused.suggest({ query: 'landsvägen', country: 'SE', page: 1 });
      expect(maps.requests[0]?.searchParams.get('key')).toBe('wrong');
      expect(suggestions).toEqual([
        {
          id: expect.stringMatching(/^offline-se-/),
          text: 'Landsvägen 50, 172 66 Sundbyberg',
          provider: 'offline',
        },
      ]);
    });
  });
});

describe('address routes without any address service (offline default)', async () => {
  const { app, db } = await createTestApp();
  const { adminB } = await buildOffices(db);
  const headers = portalHeaders(await signIn(app, adminB.email));
  const get = (url: string) => app.inject({ method: 'GET', url, headers });

  it('pages the sample 20 at a time', async () => {
    const first = (await get('/api/address/suggestions?query=k%C3%B8benhavn&country=DK')).json();
    const second = (await get('/api/address/suggestions?query=k%C3%B8benhavn&country=DK&page=2')).json();
    const third = (await get('/api/address/suggestions?query=k%C3%B8benhavn&country=DK&page=3')).json();
    expect(first).toHaveLength(20);
    expect(second.length).toBeGreaterThan(0);
    expect(second.length).toBeLessThanOrEqual(20);
    expect(third).toEqual([]);
    const ids = [...first, ...second].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...first, ...second].every((item: { text: string }) => item.text.includes('København'))).toBe(
      true,
    );
  });

  it('resolves a sample address with its floor and door, and 404 for an unknown one', async () => {
    const [suggestion] = (await get('/api/address/suggestions?query=rentemestervej&country=DK')).json();
    const resolved = await get(`/api/address/place/${suggestion.id}?country=DK&provider=offline`);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({
      id: suggestion.id,
      full: 'Rentemestervej 8, 1. tv, 2400 København NV',
      street: 'Rentemestervej',
      houseNumber: '8',
      floor: '1',
      door: 'tv',
      postNumber: '2400',
      city: 'København NV',
      area: null,
      country: 'DK',
    });
    for (const url of [
      '/api/address/place/offline-dk-999?country=DK&provider=offline',
      '/api/address/place/whatever?country=DK&provider=offline',
      '/api/address/place/ChIJgotgatan44?country=SE&provider=maps',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('errors.resourceNotFound');
    }
  });
});
