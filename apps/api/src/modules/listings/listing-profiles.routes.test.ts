import type { ListingProfileRecord } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, buildProviderStaff, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { apiKeyHeaders } from './listing-test-setup.ts';
import { listingProfiles } from './listings.table.ts';

describe('listing profile routes', async () => {
  const { app, db } = await createTestApp();
  const { officeA, adminA, agentA } = await buildOffices(db);
  const cataloguer = await buildProviderStaff(db, ['catalogue.manage']);
  const adminCookie = await signIn(app, adminA.email);
  const agentCookie = await signIn(app, agentA.email);
  const staffCookie = await signIn(app, cataloguer.email);

  const list = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/listing-profiles', headers });
  const put = (id: string, payload: object, headers: Record<string, string>) =>
    app.inject({ method: 'PUT', url: `/api/listing-profiles/${id}`, headers, payload });
  const stored = async (id: string) =>
    (await db.select().from(listingProfiles).where(eq(listingProfiles.id, id)))[0];
  const profileOf = async (id: string): Promise<ListingProfileRecord> => {
    const profiles: ListingProfileRecord[] = (await list(portalHeaders(agentCookie))).json();
    const found = profiles.find((profile) => profile.id === id);
    if (!found) throw new Error(`no profile ${id}`);
    return found;
  };

  it('answers 401 signed out', async () => {
    expect((await list()).statusCode).toBe(401);
    const finn = await profileOf('finn');
    expect((await put('finn', { name: 'FINN', rules: finn.rules }, csrfHeader)).statusCode).toBe(401);
  });

  it('answers every default profile to any signed-in user, with its rules, origins and sources', async () => {
    const response = await list(portalHeaders(agentCookie));
    expect(response.statusCode).toBe(200);
    const profiles: ListingProfileRecord[] = response.json();
    expect(profiles.map((profile) => profile.id).sort()).toEqual([
      'boligsiden',
      'booli',
      'finn',
      'hemnet',
      'own-website',
    ]);
    const finn = await profileOf('finn');
    expect(finn).toMatchObject({ country: 'NO', language: 'no' });
    expect(finn.rules).toMatchObject({ refuseWatermarked: true, captionLanguage: 'no', aspect: 'fit' });
    expect(finn.ruleOrigins).toMatchObject({ refuseWatermarked: 'published', maxLongEdge: 'projectChoice' });
    expect(finn.sources.map((source) => source.title)).toContain('Spesifikke regler for FINN eiendom');
    expect((await profileOf('hemnet')).rules.alteredLabel).toMatch(/Fotomontage/);
    expect((await profileOf('own-website')).country).toBeNull();
  });

  it('answers a key with listings.read; a key without it is refused', async () => {
    const reader = await apiKeyHeaders(app, adminCookie, officeA.id, ['listings.read']);
    const readAnswer = await list(reader);
    expect(readAnswer.statusCode).toBe(200);
    expect(readAnswer.json()).toHaveLength(5);
    const caseReader = await apiKeyHeaders(app, adminCookie, officeA.id, ['cases.read']);
    const refused = await list(caseReader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('apiKeys.messages.scopeMissing');
    const finn = await profileOf('finn');
    expect((await put('finn', { name: 'By key', rules: finn.rules }, reader)).statusCode).toBe(403);
    expect((await stored('finn'))?.name).toBe(finn.name);
  });

  it('refuses a department admin (403) and changes nothing', async () => {
    const before = await stored('hemnet');
    const hemnet = await profileOf('hemnet');
    const response = await put(
      'hemnet',
      { name: 'Hemnet (office)', rules: { ...hemnet.rules, maxPictures: 10 } },
      portalHeaders(adminCookie),
    );
    expect(response.statusCode).toBe(403);
    expect(await stored('hemnet')).toEqual(before);
  });

  it('refuses bad rules with the field’s message, and an unknown profile with 404', async () => {
    const before = await stored('booli');
    const booli = await profileOf('booli');
    const response = await put(
      'booli',
      {
        name: '',
        rules: {
          ...booli.rules,
          minPictures: 30,
          maxPictures: 20,
          minWidth: 4000,
          namingPattern: 'photo.jpg',
        },
      },
      portalHeaders(staffCookie),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'rules.required',
      'rules.minPictures': 'listings.messages.minAboveMax',
      'rules.minWidth': 'listings.messages.minSizeAboveLongEdge',
      'rules.namingPattern': 'listings.messages.namingWithoutPosition',
    });
    const danish = await app.inject({
      method: 'PUT',
      url: '/api/listing-profiles/booli',
      headers: { ...portalHeaders(staffCookie), 'accept-language': 'da' },
      payload: { name: 'Booli', rules: { ...booli.rules, minPictures: 30, maxPictures: 20 } },
    });
    expect(danish.json().message).toBe('Kontrollér de markerede felter.');
    expect(await stored('booli')).toEqual(before);
    const unknown = await put('zillow', { name: 'Zillow', rules: booli.rules }, portalHeaders(staffCookie));
    expect(unknown.statusCode).toBe(404);
  });

  it('lets staff with catalogue.manage change a profile; a changed rule becomes the provider’s', async () => {
    const hemnet = await profileOf('hemnet');
    const response = await put(
      'hemnet',
      { name: 'Hemnet Premium', rules: { ...hemnet.rules, maxPictures: 60 } },
      portalHeaders(staffCookie),
    );
    expect(response.statusCode).toBe(200);
    const changed: ListingProfileRecord = response.json();
    expect(changed).toMatchObject({
      name: 'Hemnet Premium',
      updatedByName: `${cataloguer.firstName} ${cataloguer.lastName}`,
    });
    expect(changed.rules.maxPictures).toBe(60);
    expect(changed.ruleOrigins).toEqual({ ...hemnet.ruleOrigins, maxPictures: 'provider' });
    expect((await profileOf('hemnet')).name).toBe('Hemnet Premium');
  });
});
