import { DIRECTORY_SCHEME, ErrorKey } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createDirectoryClient } from '../../adapters/identity/directory-client.ts';
import {
  blacklistBranchForOrders,
  buildBranch,
  buildOffices,
  buildProviderStaff,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { directoryDomains } from '../directory/directory.table.ts';
import { branches } from './branches.table.ts';

describe('departments (branches) routes', async () => {
  const { app, db } = await createTestApp({
    // A directory is configured (never called here), and the AI text service; the rest runs offline.
    directory: createDirectoryClient({
      issuer: 'http://127.0.0.1:9/',
      clientId: 'portal',
      clientSecret: 'secret',
      logger: pino({ level: 'silent' }),
    }),
    config: { AI_TEXT_URL: 'https://ai-text.example.test' },
  });
  const { officeA, officeB, adminA, agentA, adminB } = await buildOffices(db);
  await blacklistBranchForOrders(db, officeB.id);
  const providerAdmin = await buildProviderStaff(db, ['branches.manage']);
  const adminACookie = await signIn(app, adminA.email);
  const agentACookie = await signIn(app, agentA.email);
  const adminBCookie = await signIn(app, adminB.email);
  const providerCookie = await signIn(app, providerAdmin.email);

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: cookie ? portalHeaders(cookie) : csrfHeader,
      payload: payload as object,
    });
  const search = (cookie: string | undefined, payload: Record<string, unknown> = {}) =>
    call('POST', '/api/Branch/search', cookie, payload);
  const settingsOf = (branch: typeof officeA) => ({
    axCustomerId: branch.axCustomerId,
    name: branch.name,
    countryCode: branch.countryCode,
    useUpperCase: branch.useUpperCase,
    endUserInvoicing: branch.endUserInvoicing,
    businessInvoicing: branch.businessInvoicing,
    maxImageUploadCount: branch.maxImageUploadCount,
    contactPersonId: branch.contactPersonId,
    locale: branch.locale,
  });

  describe('POST /api/Branch/search', () => {
    it('answers 401 without a session', async () => {
      expect((await search(undefined)).statusCode).toBe(401);
    });

    it('lists only the departments the user has access to, with their access', async () => {
      const response = await search(agentACookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ currentSkip: 0, take: 20, total: 1 });
      expect(response.json().data).toEqual([
        expect.objectContaining({ id: officeA.id, access: 'REGULAR', permissions: { admin: false } }),
      ]);
      const forB = await search(adminBCookie);
      expect(forB.json().data.map((branch: { id: number }) => branch.id)).toEqual([officeB.id]);
    });

    it('lists every department for a provider admin, searched by name and paged', async () => {
      const all = await search(providerCookie);
      expect(all.json().data.map((branch: { id: number }) => branch.id)).toEqual(
        expect.arrayContaining([officeA.id, officeB.id]),
      );
      const found = await search(providerCookie, { search: 'ffice b', take: 5 });
      expect(found.json()).toMatchObject({ total: 1, take: 5 });
      expect(found.json().data[0]).toMatchObject({
        id: officeB.id,
        access: 'NONE',
        orderCreationBlocked: true,
      });
      const second = await search(providerCookie, { skip: 1, take: 1 });
      expect(second.json()).toMatchObject({ currentSkip: 1, take: 1 });
      expect(second.json().data).toHaveLength(1);
    });

    it('answers a search of 1-2 characters with 400 searchTooShort', async () => {
      const response = await search(providerCookie, { search: 'Of' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ search: ErrorKey.searchTooShort });
    });
  });

  describe('GET /api/Branch/id/:id', () => {
    it('answers 401 without a session, 403 for another department and 400 for a bad id', async () => {
      expect((await call('GET', `/api/Branch/id/${officeA.id}`)).statusCode).toBe(401);
      const other = await call('GET', `/api/Branch/id/${officeB.id}`, agentACookie);
      expect(other.statusCode).toBe(403);
      expect(other.json()).not.toHaveProperty('name');
      expect((await call('GET', '/api/Branch/id/abc', agentACookie)).statusCode).toBe(400);
    });

    it('answers every field of the department, the caller’s access and the order-creation blacklisting', async () => {
      const response = await call('GET', `/api/Branch/id/${officeA.id}`, adminACookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: officeA.id,
        ...settingsOf(officeA),
        currency: 'DKK',
        permissions: { admin: true },
        access: 'ADMIN',
        orderCreationBlocked: false,
        directoryDomains: [],
      });
      const blocked = await call('GET', `/api/Branch/id/${officeB.id}`, providerCookie);
      expect(blocked.json()).toMatchObject({ access: 'NONE', permissions: null, orderCreationBlocked: true });
      expect((await call('GET', '/api/Branch/id/999999', providerCookie)).statusCode).toBe(404);
    });
  });

  describe('PATCH /api/Branch/id/:id', () => {
    const patch = (id: number, cookie: string | undefined, changes: Record<string, unknown>) =>
      call('PATCH', `/api/Branch/id/${id}`, cookie, { ...settingsOf(officeA), ...changes });

    it('answers 401 without a session', async () => {
      expect((await patch(officeA.id, undefined, {})).statusCode).toBe(401);
    });

    it('a department admin without branches.manage cannot change their department’s settings', async () => {
      const response = await patch(officeA.id, adminACookie, { maxImageUploadCount: 999, name: 'Renamed' });
      expect(response.statusCode).toBe(403);
      const [stored] = await db.select().from(branches).where(eq(branches.id, officeA.id));
      expect(stored).toMatchObject({ name: 'Office A', maxImageUploadCount: 100 });
    });

    it('answers bad settings with 400 on their fields, changing nothing', async () => {
      const response = await patch(officeA.id, providerCookie, { maxImageUploadCount: 0, locale: 'xx-XX' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).toSorted()).toEqual(['locale', 'maxImageUploadCount']);
    });

    it('refuses another department’s customer id with 409 and 404s an unknown department', async () => {
      const taken = await patch(officeA.id, providerCookie, { axCustomerId: officeB.axCustomerId });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().fields).toEqual({ axCustomerId: ErrorKey.customerIdTaken });
      expect((await patch(999999, providerCookie, {})).statusCode).toBe(404);
    });

    it('lets a provider admin change every setting, and writes who changed what to the audit log', async () => {
      const branch = await buildBranch(db, { name: 'Office To Edit' });
      const response = await patch(branch.id, providerCookie, {
        axCustomerId: `SE-${branch.id}`,
        name: 'Edited Office',
        countryCode: 'SE',
        useUpperCase: true,
        endUserInvoicing: true,
        businessInvoicing: false,
        maxImageUploadCount: 250,
        contactPersonId: 'CP-9',
        locale: 'sv-SE',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: branch.id,
        name: 'Edited Office',
        countryCode: 'SE',
        useUpperCase: true,
        maxImageUploadCount: 250,
        locale: 'sv-SE',
        currency: 'DKK',
      });
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'branches.updated'), eq(auditLog.targetId, String(branch.id))));
      expect(entry?.actorUserId).toBe(providerAdmin.id);
      expect(entry?.details).toMatchObject({ changed: { name: 'Edited Office', maxImageUploadCount: 250 } });
    });
  });

  describe('GET /api/Branch/id/:id/apps', () => {
    const apps = (id: number | string, cookie?: string) => call('GET', `/api/Branch/id/${id}/apps`, cookie);

    it('answers 401 without a session, 403 to an agent and to an admin of another department, 400 for a bad id', async () => {
      expect((await apps(officeA.id)).statusCode).toBe(401);
      expect((await apps(officeA.id, agentACookie)).statusCode).toBe(403);
      expect((await apps(officeA.id, adminBCookie)).statusCode).toBe(403);
      expect((await apps('x', adminACookie)).statusCode).toBe(400);
    });

    it('tells the department’s admin what the hub really uses: the configured service, the offline defaults, directory sign-in', async () => {
      const response = await apps(officeA.id, adminACookie);
      expect(response.statusCode).toBe(200);
      const byKey = Object.fromEntries(response.json().map((app: { key: string }) => [app.key, app]));
      expect(byKey.aiText).toMatchObject({ state: 'service', configuredIn: 'environment' });
      expect(byKey.sms).toMatchObject({
        state: 'offline',
        variables: ['SMS_URL', 'SMS_API_KEY', 'SMS_SENDER'],
      });
      expect(byKey.addressLookup).toMatchObject({ state: 'offline', details: { service: 'dawa' } });
      expect((await apps(officeB.id, providerCookie)).json()).toContainEqual(
        expect.objectContaining({ key: 'addressLookup', details: { service: 'maps' } }),
      );
      expect(byKey.directorySignIn).toMatchObject({ state: 'off', configuredIn: 'department' });
      expect(Object.keys(byKey).toSorted()).toEqual(
        ['addressLookup', 'aiText', 'directorySignIn', 'fileStorage', 'sms', 'textCatalogue'].toSorted(),
      );
    });
  });

  describe('PUT /api/Branch/id/:id/directory-domains', () => {
    const put = (id: number, cookie: string | undefined, domains: unknown) =>
      call('PUT', `/api/Branch/id/${id}/directory-domains`, cookie, { domains });
    const domainsOf = async (id: number) =>
      (await db.select().from(directoryDomains).where(eq(directoryDomains.branchId, id))).map(
        (row) => row.domain,
      );
    const schemeFor = async (email: string) =>
      (await app.inject({ method: 'GET', url: '/api/Authentication/login-url', query: { email } })).json()
        .authenticationScheme;

    it('answers 401 without a session, and 403 to a department admin, writing nothing', async () => {
      expect((await put(officeA.id, undefined, ['nordbolig.test'])).statusCode).toBe(401);
      expect((await put(officeA.id, adminACookie, ['nordbolig.test'])).statusCode).toBe(403);
      expect(await domainsOf(officeA.id)).toEqual([]);
    });

    it('answers 400 for something that is not a domain, and 404 for an unknown department', async () => {
      const bad = await put(officeA.id, providerCookie, ['https://nordbolig.test/x']);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('domains.0');
      expect((await put(999999, providerCookie, ['nordbolig.test'])).statusCode).toBe(404);
    });

    it('switches directory sign-in on for the department’s domains, and off again with an empty list', async () => {
      expect(await schemeFor('anna@nordbolig.test')).toBe('Bearer');
      const response = await put(officeA.id, providerCookie, ['Nordbolig.TEST', 'nordbolig.test', 'nb.test']);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ domains: ['nb.test', 'nordbolig.test'] });
      expect(await schemeFor('anna@nordbolig.test')).toBe(DIRECTORY_SCHEME);
      expect(
        (await call('GET', `/api/Branch/id/${officeA.id}`, adminACookie)).json().directoryDomains,
      ).toEqual(['nb.test', 'nordbolig.test']);
      const apps = (await call('GET', `/api/Branch/id/${officeA.id}/apps`, adminACookie)).json();
      expect(apps).toContainEqual(
        expect.objectContaining({ key: 'directorySignIn', state: 'service', configuredIn: 'department' }),
      );

      expect((await put(officeA.id, providerCookie, [])).json()).toEqual({ domains: [] });
      expect(await schemeFor('anna@nordbolig.test')).toBe('Bearer');
    });
  });
});
