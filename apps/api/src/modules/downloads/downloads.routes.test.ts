import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBatch, buildCase, buildOffices, mailsTo, signIn } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { cases } from '../cases/cases.table.ts';
import { materials } from '../materials/materials.table.ts';
import { users } from '../users/users.table.ts';
import { removeExpiredZips } from './downloads.service.ts';
import { zipDownloads } from './downloads.table.ts';
import { readZipStream } from './downloads.test-fixtures.ts';

const EMAIL_CALL = '/api/Assets/download-link/ewarp-materials/email';
const LINK = /http:\/\/portal\.test(\/api\/Assets\/downloads\/file\/[A-Za-z0-9_-]+)/;

describe('zip downloads', async () => {
  const testApp = await createTestApp();
  const { app, db, deps, mail, setNow } = testApp;
  const { officeA, officeB, agentA, adminA, adminB } = await buildOffices(db);
  await db.update(users).set({ locale: 'da-DK' }).where(eq(users.id, agentA.id));
  const agent = await signIn(app, agentA.email);
  const admin = await signIn(app, adminA.email);
  const other = await signIn(app, adminB.email);

  const caseA = await buildCase(db, { branchId: officeA.id, addressFull: 'Strandvejen 12, 2900 Hellerup' });
  const { pictures } = await buildBatch(db, deps.storage, { caseId: caseA.id, branchId: officeA.id }, 4);
  const [first, second, third, fourth] = pictures;
  if (!first || !second || !third || !fourth) throw new Error('pictures missing');
  // Three files with the same name (one in capitals) must all reach the zip under different names.
  await db.update(materials).set({ name: 'photo.jpg' }).where(eq(materials.id, first.id));
  await db.update(materials).set({ name: 'photo.jpg' }).where(eq(materials.id, second.id));
  await db.update(materials).set({ name: 'PHOTO.jpg' }).where(eq(materials.id, third.id));
  const caseB = await buildCase(db, { branchId: officeB.id });
  const { pictures: picturesB } = await buildBatch(
    db,
    deps.storage,
    { caseId: caseB.id, branchId: officeB.id },
    1,
  );

  const order = (payload: object, cookie: string | undefined = agent) =>
    app.inject({
      method: 'POST',
      url: EMAIL_CALL,
      headers: cookie ? portalHeaders(cookie) : { 'x-portal-request': '1' },
      payload,
    });
  const list = (caseId: string, cookie: string | undefined = agent) =>
    app.inject({
      method: 'GET',
      url: `/api/Assets/downloads?caseId=${caseId}`,
      headers: cookie ? { cookie } : {},
    });
  const retry = (id: string, cookie: string | undefined = agent) =>
    app.inject({
      method: 'POST',
      url: `/api/Assets/downloads/${id}/retry`,
      headers: cookie ? portalHeaders(cookie) : { 'x-portal-request': '1' },
    });
  const statusOf = async (id: string) =>
    (await db.select().from(zipDownloads).where(eq(zipDownloads.id, id)))[0]?.status;
  const latestLink = (email: string, subject: string) => {
    const found = mailsTo(mail.received, email)
      .filter((item) => item.subject === subject)
      .at(-1);
    return found?.text.match(LINK)?.[1];
  };
  const follow = (path: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: path, headers });

  describe('POST download-link/ewarp-materials/email', () => {
    it('answers 401 signed out, 404 for another department or its material, 400 for bad input', async () => {
      const body = { caseId: caseA.id, materialIds: [first.id] };
      expect((await order(body, '')).statusCode).toBe(401);
      expect((await order(body, other)).statusCode).toBe(404);
      expect((await order({ caseId: caseA.id, materialIds: [picturesB[0]?.id] })).statusCode).toBe(404);
      const empty = await order({ caseId: caseA.id, materialIds: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({ materialIds: 'materials.messages.nothingChosen' });
      expect((await order({ caseId: 'nope', materialIds: [first.id] })).statusCode).toBe(400);
      expect((await order({ ...body, email: 'not-an-address' })).statusCode).toBe(400);
      expect(await db.select().from(zipDownloads)).toEqual([]);
    });

    it('packs the chosen files into a zip, renaming repeated names, and mails an expiring link', async () => {
      const response = await order({
        caseId: caseA.id,
        materialIds: [first.id, second.id, third.id, fourth.id],
      });
      expect(response.statusCode).toBe(200);
      const { success, downloadId } = response.json();
      expect(success).toBe(true);
      await expect.poll(() => statusOf(downloadId), { timeout: 20_000 }).toBe('READY');

      // The user's own address and language (da-DK) when no address is given.
      const subject = 'Din download af Strandvejen 12, 2900 Hellerup er klar';
      await expect.poll(() => latestLink(agentA.email, subject)).toBeDefined();
      const link = latestLink(agentA.email, subject) ?? '';
      const redirect = await follow(link);
      expect(redirect.statusCode).toBe(302);
      const zip = await follow(redirect.headers.location as string);
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      const { entries } = await readZipStream(
        await deps.storage.read(`downloads/${caseA.id}/${downloadId}.zip`),
      );
      expect(entries.map((entry) => entry.name).sort()).toEqual(
        ['photo.jpg', 'photo (2).jpg', 'PHOTO (3).jpg', fourth.name].sort(),
      );
      expect(entries.find((entry) => entry.name === 'photo.jpg')?.size).toBe(first.size);
      expect(zip.rawPayload.length).toBeGreaterThan(entries.reduce((sum, entry) => sum + entry.size, 0));

      const listed = (await list(caseA.id)).json();
      expect(listed[0]).toMatchObject({
        id: downloadId,
        status: 'READY',
        materialCount: 4,
        email: agentA.email,
      });
      expect(listed[0].fileName).toBe('Strandvejen 12, 2900 Hellerup.zip');
    });

    it('mails another address when one is given', async () => {
      const response = await order({
        caseId: caseA.id,
        materialIds: [fourth.id],
        email: 'buyer@example.test',
      });
      await expect.poll(() => statusOf(response.json().downloadId), { timeout: 20_000 }).toBe('READY');
      await expect.poll(() => mailsTo(mail.received, 'buyer@example.test').length).toBe(1);
    });
  });

  describe('the mailed link', () => {
    it('stops working after 7 days, with a page for a browser', async () => {
      const response = await order({ caseId: caseA.id, materialIds: [first.id], email: 'late@example.test' });
      await expect.poll(() => statusOf(response.json().downloadId), { timeout: 20_000 }).toBe('READY');
      await expect.poll(() => mailsTo(mail.received, 'late@example.test').length).toBe(1);
      const link = mailsTo(mail.received, 'late@example.test')[0]?.text.match(LINK)?.[1] ?? '';
      setNow(new Date(Date.now() + 6 * 24 * 60 * 60 * 1000));
      expect((await follow(link)).statusCode).toBe(302);
      setNow(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 + 60_000));
      try {
        const expired = await follow(link);
        expect(expired.statusCode).toBe(410);
        expect(expired.json().code).toBe('materials.messages.downloadLinkExpired');
        const page = await follow(link, { accept: 'text/html', 'accept-language': 'sv-SE' });
        expect(page.statusCode).toBe(410);
        expect(page.body).toContain('Nedladdningslänken har gått ut');
      } finally {
        setNow(undefined);
      }
    });

    it('has its zip file removed by the nightly clean-up once expired, and only then', async () => {
      const response = await order({
        caseId: caseA.id,
        materialIds: [second.id],
        email: 'tidy@example.test',
      });
      const id = response.json().downloadId;
      await expect.poll(() => statusOf(id), { timeout: 20_000 }).toBe('READY');
      const [packed] = await db.select().from(zipDownloads).where(eq(zipDownloads.id, id));
      const key = packed?.storageKey ?? '';
      expect(await deps.storage.head(key)).not.toBeNull();

      await removeExpiredZips(deps);
      expect(await deps.storage.head(key)).not.toBeNull();

      setNow(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
      try {
        expect(await removeExpiredZips(deps)).toBeGreaterThanOrEqual(1);
      } finally {
        setNow(undefined);
      }
      expect(await deps.storage.head(key)).toBeNull();
      const [tidied] = await db.select().from(zipDownloads).where(eq(zipDownloads.id, id));
      expect(tidied?.storageKey).toBeNull();
      expect(tidied?.status).toBe('READY');
    });

    it('answers an unknown token as expired', async () => {
      const response = await follow('/api/Assets/downloads/file/made-up-token');
      expect(response.statusCode).toBe(410);
      expect(response.json().code).toBe('materials.messages.downloadLinkExpired');
    });
  });

  describe('a packing failure', () => {
    it('marks the download FAILED, mails "Zip packing error" (in Danish here), and can be tried again', async () => {
      const saved = await deps.storage.read(fourth.storageKey ?? '');
      const chunks: Buffer[] = [];
      for await (const chunk of saved) chunks.push(chunk as Buffer);
      await deps.storage.remove(fourth.storageKey ?? '');
      const response = await order({
        caseId: caseA.id,
        materialIds: [first.id, fourth.id],
        email: 'fail@example.test',
      });
      const { downloadId } = response.json();
      await expect.poll(() => statusOf(downloadId), { timeout: 20_000 }).toBe('FAILED');
      await expect
        .poll(() => mailsTo(mail.received, 'fail@example.test').map((item) => item.subject))
        .toEqual(['Fejl ved pakning af zip-filen']);
      expect(mailsTo(mail.received, 'fail@example.test')[0]?.text).toContain(
        `http://portal.test/cases/${caseA.id}`,
      );
      expect(await deps.storage.head(`downloads/${caseA.id}/${downloadId}.zip`)).toBeNull();
      expect(
        (await list(caseA.id)).json().find((item: { id: string }) => item.id === downloadId)?.status,
      ).toBe('FAILED');

      await deps.storage.write(fourth.storageKey ?? '', Buffer.concat(chunks), 'image/jpeg');
      expect((await retry(downloadId, '')).statusCode).toBe(401);
      expect((await retry(downloadId, admin)).statusCode).toBe(404);
      expect((await retry(downloadId, other)).statusCode).toBe(404);
      expect((await retry('not-an-id')).statusCode).toBe(400);
      const retried = await retry(downloadId);
      expect(retried.statusCode).toBe(200);
      expect(retried.json().status).toBe('PENDING');
      await expect.poll(() => statusOf(downloadId), { timeout: 20_000 }).toBe('READY');
      await expect.poll(() => mailsTo(mail.received, 'fail@example.test').length).toBe(2);
      // A download that is not failed is left as it is.
      expect((await retry(downloadId)).json().status).toBe('READY');
    });
  });

  describe('GET /api/Assets/downloads', () => {
    it('lists only the user’s own downloads of a case they see', async () => {
      expect((await list(caseA.id, '')).statusCode).toBe(401);
      expect((await list(caseA.id, other)).statusCode).toBe(404);
      expect((await list('nope')).statusCode).toBe(400);
      expect(
        (await app.inject({ method: 'GET', url: '/api/Assets/downloads', headers: { cookie: agent } }))
          .statusCode,
      ).toBe(400);
      expect((await list(caseA.id, admin)).json()).toEqual([]);
      expect((await list(caseA.id)).json().length).toBeGreaterThan(0);
    });
  });

  it('refuses material that is archived', async () => {
    const archived = await buildCase(db, { branchId: officeA.id });
    const { pictures: stored } = await buildBatch(
      db,
      deps.storage,
      { caseId: archived.id, branchId: officeA.id },
      1,
    );
    await db.update(cases).set({ materialsState: 'ARCHIVED' }).where(eq(cases.id, archived.id));
    const response = await order({ caseId: archived.id, materialIds: [stored[0]?.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('materials.messages.materialsArchived');
  });

  it('mails the language the user uses the portal in, with the expiry in their time zone', async () => {
    await db.update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, agentA.id));
    const chosen = await app.inject({
      method: 'PUT',
      url: `/api/User/id/${agentA.id}/locale`,
      headers: portalHeaders(agent),
      payload: { locale: 'en' },
    });
    expect(chosen.statusCode, chosen.body).toBe(204);
    const response = await order({
      caseId: caseA.id,
      materialIds: [first.id],
      email: 'english@example.test',
    });
    expect(response.statusCode).toBe(200);
    await expect
      .poll(() => mailsTo(mail.received, 'english@example.test').length, { timeout: 20_000 })
      .toBe(1);
    const [mailed] = mailsTo(mail.received, 'english@example.test');
    expect(mailed?.subject).toBe('Your download of Strandvejen 12, 2900 Hellerup is ready');
    const [row] = await db.select().from(zipDownloads).where(eq(zipDownloads.id, response.json().downloadId));
    const expiresIn = (timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
        row?.expiresAt ?? undefined,
      );
    expect(mailed?.text).toContain(`The link works until ${expiresIn('America/New_York')}.`);
    expect(mailed?.text).not.toContain(expiresIn('UTC'));
    expect(mailed?.text).not.toContain('(UTC)');
  });
});
