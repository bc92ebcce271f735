import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { caseDocuments } from './case-documents.table.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

describe('case documents and links', async () => {
  const { app, db, deps } = await createTestApp();
  const { officeA, officeB, agentA, adminB } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const adminBCookie = await signIn(app, adminB.email);
  const home = await buildCase(db, { branchId: officeA.id });
  const archived = await buildCase(db, { branchId: officeA.id, materialsState: 'ARCHIVED' });
  const caseOfB = await buildCase(db, { branchId: officeB.id });

  // A null cookie calls signed out.
  const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie: string | null = agentCookie) =>
    app.inject({ method, url, headers: cookie ? portalHeaders(cookie) : csrfHeader, payload });
  const presign = (caseId: string, fileName = 'Tilstandsrapport.pdf', cookie: string | null = agentCookie) =>
    call('POST', '/api/webshop/s3/upload/presigned', { caseId, fileName, size: PDF.length }, cookie);
  async function uploadPdf(caseId = home.id, content = PDF) {
    const presigned = await presign(caseId);
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { url, headers, key } = presigned.json();
    const put = await app.inject({ method: 'PUT', url, headers, payload: content });
    expect(put.statusCode, put.body).toBe(200);
    return key as string;
  }
  const documentsUrl = (caseId: string) => `/api/cases/${caseId}/assets/documents`;
  const documentUrl = (caseId: string) => `/api/cases/${caseId}/assets/document`;
  const documentRows = () => db.select().from(caseDocuments).where(eq(caseDocuments.caseId, home.id));

  describe('POST /api/webshop/s3/upload/presigned with a caseId', () => {
    it('answers 401, 404 for another department’s case, 400 for a non-PDF and 409 when archived', async () => {
      expect((await presign(home.id, 'a.pdf', null)).statusCode).toBe(401);
      expect((await presign(caseOfB.id)).statusCode).toBe(404);
      const image = await presign(home.id, 'photo.jpg');
      expect(image.statusCode).toBe(400);
      expect(image.json().fields.fileName).toBe('tasks.upload.fileTypeNotSupported');
      expect((await presign(archived.id)).json().code).toBe('materials.messages.materialsArchived');
    });

    it('hands out a temporary key of the case', async () => {
      const key = await uploadPdf();
      expect(key).toMatch(new RegExp(`^tmp/${officeA.id}/${home.id}/[0-9a-f-]{36}\\.pdf$`));
    });
  });

  describe('POST /api/cases/:id/assets/document', () => {
    it('answers 401, 404 for another department’s case and 400 for bad input', async () => {
      const key = await uploadPdf();
      const body = { title: 'Tilstandsrapport', type: 'CONDITION_REPORT', key, fileName: 'rapport.pdf' };
      expect((await call('POST', documentUrl(home.id), body, null)).statusCode).toBe(401);
      expect((await call('POST', documentUrl(caseOfB.id), body)).statusCode).toBe(404);
      expect((await call('POST', documentUrl(caseOfB.id), body, adminBCookie)).statusCode).toBe(403);
      expect((await call('POST', documentUrl(UNKNOWN_ID), body)).statusCode).toBe(404);
      for (const bad of [
        { ...body, title: ' ' },
        { ...body, type: 'RECEIPT' },
        { ...body, key: '' },
      ]) {
        expect((await call('POST', documentUrl(home.id), bad)).statusCode, JSON.stringify(bad)).toBe(400);
      }
      const missing = await call('POST', documentUrl(home.id), {
        ...body,
        key: `tmp/${officeA.id}/${home.id}/${UNKNOWN_ID}.pdf`,
      });
      expect(missing.json()).toMatchObject({ fields: { key: 'materials.messages.documentSaveFailed' } });
      const foreignKey = await call('POST', documentUrl(home.id), { ...body, key: 'documents/1/x/y.pdf' });
      expect(foreignKey.statusCode).toBe(403);
    });

    it('stores the file under documents/, and a new file of the same type replaces the old one', async () => {
      const first = await call('POST', documentUrl(home.id), {
        title: 'Energimærke',
        type: 'ENERGY_LABELING',
        key: await uploadPdf(),
        fileName: 'energi.pdf',
      });
      expect(first.statusCode, first.body).toBe(200);
      const [firstRow] = await documentRows();
      expect(firstRow?.storageKey).toMatch(
        new RegExp(`^documents/${officeA.id}/${home.id}/[0-9a-f]{24}\\.pdf$`),
      );
      expect(await deps.storage.head(firstRow?.storageKey as string)).not.toBeNull();

      const second = await call('POST', documentUrl(home.id), {
        title: 'Energimærke 2026',
        type: 'ENERGY_LABELING',
        key: await uploadPdf(home.id, `${PDF}% second\n`),
        fileName: 'energi-2026.pdf',
      });
      expect(second.json()).toMatchObject({ name: 'Energimærke 2026', type: 'ENERGY_LABELING' });
      const rows = await documentRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.storageKey).not.toBe(firstRow?.storageKey);
      expect(await deps.storage.head(firstRow?.storageKey as string)).toBeNull();

      const listed = await call('GET', documentsUrl(home.id));
      expect(listed.json()).toEqual([
        expect.objectContaining({ id: rows[0]?.id, fileName: 'energi-2026.pdf', url: expect.any(String) }),
      ]);
      const download = await app.inject({ method: 'GET', url: listed.json()[0].url });
      expect(download.body).toContain('% second');
    });

    it('an HTML page named .pdf is refused with "File type is not supported.", removed, and nothing is saved', async () => {
      const before = await documentRows();
      const page = '<!doctype html><html><script>fetch("/api/Authentication/user")</script></html>';
      const key = await uploadPdf(home.id, page);
      const response = await call('POST', documentUrl(home.id), {
        title: 'Salgsopstilling',
        type: 'PROJECT_SALES_PROSPECTUS',
        key,
        fileName: 'salgsopstilling.pdf',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'tasks.upload.fileTypeNotSupported',
        message: 'File type is not supported.',
        fields: { fileName: 'tasks.upload.fileTypeNotSupported' },
      });
      expect(await documentRows()).toEqual(before);
      expect(await deps.storage.head(key)).toBeNull();
    });

    it('answers 409 on a case whose material is archived', async () => {
      const body = {
        title: 'X',
        type: 'MISCELLANEOUS',
        key: `tmp/${officeA.id}/${archived.id}/x.pdf`,
        fileName: 'x.pdf',
      };
      expect((await call('POST', documentUrl(archived.id), body)).statusCode).toBe(409);
    });
  });

  describe('POST /api/cases/:id/assets/documents and GET allowednames', () => {
    it('answers 401, 404 and 400 (empty list, one type twice)', async () => {
      const doc = { title: 'Salgsopstilling', type: 'PROJECT_SALES_PROSPECTUS', key: 'k', fileName: 'a.pdf' };
      expect((await call('POST', documentsUrl(home.id), { documents: [doc] }, null)).statusCode).toBe(401);
      expect((await call('POST', documentsUrl(caseOfB.id), { documents: [doc] })).statusCode).toBe(404);
      expect((await call('POST', documentsUrl(home.id), { documents: [] })).statusCode).toBe(400);
      const twice = await call('POST', documentsUrl(home.id), { documents: [doc, doc] });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().fields).toEqual({ 'documents.1.type': 'errors.badRequest' });
      expect(
        (await call('GET', `/api/cases/${home.id}/assets/allowednames`, undefined, null)).statusCode,
      ).toBe(401);
      expect((await call('GET', `/api/cases/${caseOfB.id}/assets/allowednames`)).statusCode).toBe(404);
    });

    it('saves several documents at once and tells which types the case has', async () => {
      const response = await call('POST', documentsUrl(home.id), {
        documents: [
          { title: 'El', type: 'ELECTRICAL_INSTALLATION_REPORT', key: await uploadPdf(), fileName: 'el.pdf' },
          { title: 'Diverse', type: 'MISCELLANEOUS', key: await uploadPdf(), fileName: 'diverse.pdf' },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toHaveLength(2);
      const names = (await call('GET', `/api/cases/${home.id}/assets/allowednames`)).json();
      expect(names).toHaveLength(6);
      const taken = names.filter((name: { documentId: string | null }) => name.documentId !== null);
      expect(taken.map((name: { type: string }) => name.type).sort()).toEqual([
        'ELECTRICAL_INSTALLATION_REPORT',
        'ENERGY_LABELING',
        'MISCELLANEOUS',
      ]);
    });
  });

  describe('GET /api/cases/:id/assets/documents', () => {
    it('answers 401 and 404 for another department’s case', async () => {
      expect((await call('GET', documentsUrl(home.id), undefined, null)).statusCode).toBe(401);
      expect((await call('GET', documentsUrl(caseOfB.id))).statusCode).toBe(404);
      expect((await call('GET', documentsUrl('nope'))).statusCode).toBe(400);
    });
  });

  describe('links', () => {
    const linkUrl = (caseId: string) => `/api/cases/${caseId}/assets/link`;
    const linksUrl = (caseId: string) => `/api/cases/${caseId}/assets/links`;
    const link = { title: 'Ejerforening', url: 'https://ejerforening.dk/vedtaegter' };

    it('answers 401, 404 for another department’s case, 409 when archived and 400 for bad input', async () => {
      expect((await call('POST', linkUrl(home.id), link, null)).statusCode).toBe(401);
      expect((await call('GET', linksUrl(home.id), undefined, null)).statusCode).toBe(401);
      expect((await call('POST', linkUrl(caseOfB.id), link)).statusCode).toBe(404);
      expect((await call('GET', linksUrl(caseOfB.id))).statusCode).toBe(404);
      expect((await call('POST', linkUrl(archived.id), link)).statusCode).toBe(409);
      for (const url of ['javascript:alert(1)', 'ftp://example.com/a', 'not a url', 'https://']) {
        const response = await call('POST', linkUrl(home.id), { ...link, url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().fields.url, url).toBe('rules.string.url');
      }
      expect((await call('POST', linkUrl(home.id), { ...link, title: '' })).json().fields.title).toBe(
        'rules.required',
      );
    });

    it('saves a link and lists it', async () => {
      const saved = await call('POST', linkUrl(home.id), link);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ name: link.title, url: link.url });
      expect((await call('GET', linksUrl(home.id))).json()).toEqual([saved.json()]);
    });
  });
});
