import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ErrorKey, errorMessages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildPicture, buildProviderStaff, signIn } from '../../test/factories.ts';
import { portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { materials } from './materials.table.ts';
import { createMaterialsCast } from './materials.test-fixtures.ts';

const requireModule = createRequire(import.meta.url);

/** Every text of a PDF's pages, as PDF.js reads it back. */
async function pdfText(pdf: Buffer): Promise<string> {
  const root = path.dirname(requireModule.resolve('pdfjs-dist/package.json'));
  const document = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    standardFontDataUrl: `${path.join(root, 'standard_fonts')}${path.sep}`,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.cleanup();
  return pages.join('\n');
}

/** A CSV of the hub read back: the byte order mark off, rows by CRLF, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe('the usage rights of a case’s material', async () => {
  const cast = await createMaterialsCast();
  const { app, db, deps, call, caseWithBatch, otherOfficeCase, otherOfficeCookie, adminA, materialsOf } =
    cast;
  const editorCookie = await signIn(app, (await buildProviderStaff(db, ['material.deliver'])).email);
  const adminCookie = await signIn(app, adminA.email);
  const rightsAudits = () => db.select().from(auditLog).where(eq(auditLog.action, 'materials.rightsChanged'));

  const change = (caseId: string, body: object, cookie: string | null = editorCookie) =>
    call('PUT', `/api/cases/${caseId}/assets/rights`, body, cookie);
  const body = (materialIds: string[]) => ({
    materialIds,
    credit: 'Kari Nordmann',
    licence: 'PERSON_AT_OFFICE',
    licenceText: 'ignored unless custom',
    expiresOn: '2026-12-31',
  });

  describe('PUT /api/cases/:id/assets/rights', () => {
    it('answers 401 signed out and 403 to office users, and changes nothing', async () => {
      const { case: row, pictures } = await caseWithBatch(1);
      const ids = pictures.map((picture) => picture.id);
      expect((await change(row.id, body(ids), null)).statusCode).toBe(401);
      for (const cookie of [cast.agentCookie, adminCookie, otherOfficeCookie]) {
        expect((await change(row.id, body(ids), cookie)).statusCode).toBe(403);
      }
      expect((await materialsOf(row.id)).map((material) => material.licence)).toEqual(['SALE_MARKETING']);
      expect(await rightsAudits()).toEqual([]);
    });

    it('refuses material of another case or an unknown case (404), and bad input next to its field', async () => {
      const { case: row, pictures } = await caseWithBatch(1);
      const own = pictures[0]?.id as string;
      const foreign = await buildPicture(db, deps.storage, {
        caseId: otherOfficeCase.id,
        branchId: otherOfficeCase.branchId,
      });
      const mixed = await change(row.id, body([own, foreign.id]));
      expect(mixed.statusCode).toBe(404);
      expect((await change(randomUUID(), body([own]))).statusCode).toBe(404);

      const custom = await app.inject({
        method: 'PUT',
        url: `/api/cases/${row.id}/assets/rights`,
        headers: { ...portalHeaders(editorCookie), 'accept-language': 'da' },
        payload: { ...body([own]), licence: 'CUSTOM', licenceText: null },
      });
      expect(custom.statusCode).toBe(400);
      expect(custom.json()).toMatchObject({
        message: errorMessages.da[ErrorKey.badRequest],
        fields: { licenceText: 'rules.required' },
      });
      const notADate = await change(row.id, { ...body([own]), expiresOn: '31-12-2026' });
      expect(Object.keys(notADate.json().fields)).toEqual(['expiresOn']);

      expect((await materialsOf(row.id)).map((material) => material.credit)).toEqual([null]);
      expect((await materialsOf(otherOfficeCase.id)).map((material) => material.credit)).toEqual([null]);
      expect(await rightsAudits()).toEqual([]);
    });

    it('gives the chosen material the rights, answers their records and audits before and after', async () => {
      const { case: row, pictures } = await caseWithBatch(2);
      const [first, second] = pictures.map((picture) => picture.id) as [string, string];
      const response = await change(row.id, body([first]));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual([
        expect.objectContaining({
          id: first,
          rights: {
            credit: 'Kari Nordmann',
            licence: 'PERSON_AT_OFFICE',
            licenceText: null,
            expiresOn: '2026-12-31',
            expired: false,
          },
        }),
      ]);
      const stored = await materialsOf(row.id);
      expect(stored.find((material) => material.id === second)?.licence).toBe('SALE_MARKETING');
      const [audit] = await rightsAudits();
      expect(audit?.targetId).toBe(row.id);
      expect(audit?.details).toEqual({
        before: [
          { materialId: first, credit: null, licence: 'SALE_MARKETING', licenceText: null, expiresOn: null },
        ],
        after: {
          credit: 'Kari Nordmann',
          licence: 'PERSON_AT_OFFICE',
          licenceText: null,
          expiresOn: '2026-12-31',
        },
      });
    });
  });

  describe('GET /api/cases/:id/assets/rights', () => {
    /** A case with a credited, expired picture, a portrait and a custom licence whose credit looks like a formula. */
    async function caseWithRights() {
      const { case: row, pictures } = await caseWithBatch(3, {
        addressFull: 'Åboulevarden 7, 8000 Aarhus C',
      });
      const [expired, portrait, custom] = pictures.map((picture) => picture.id) as [string, string, string];
      await db
        .update(materials)
        .set({ credit: 'Luftfoto Nord', expiresOn: '2020-01-31' })
        .where(eq(materials.id, expired));
      await db
        .update(materials)
        .set({ credit: 'Kari Nordmann', licence: 'PERSON_AT_OFFICE' })
        .where(eq(materials.id, portrait));
      await db
        .update(materials)
        .set({
          credit: '=HYPERLINK("http://x.test")',
          licence: 'CUSTOM',
          licenceText: 'Print, "brochure" only',
        })
        .where(eq(materials.id, custom));
      return { row, pictures };
    }

    const summary = (caseId: string, format: string, cookie: string | null = cast.agentCookie) =>
      call('GET', `/api/cases/${caseId}/assets/rights?format=${format}`, undefined, cookie);

    it('answers 401 signed out, 404 for another department’s case, and 400 for a format it does not make', async () => {
      const { row } = await caseWithRights();
      expect((await summary(row.id, 'csv', null)).statusCode).toBe(401);
      expect((await summary(row.id, 'csv', otherOfficeCookie)).statusCode).toBe(404);
      expect((await summary(otherOfficeCase.id, 'pdf')).statusCode).toBe(404);
      const xlsx = await summary(row.id, 'xlsx');
      expect(xlsx.statusCode).toBe(400);
      expect(Object.keys(xlsx.json().fields)).toEqual(['format']);
    });

    it('writes a CSV in the reader’s language, one row per material, formulas disarmed', async () => {
      const { row, pictures } = await caseWithRights();
      const response = await summary(row.id, 'csv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('Brugsrettigheder - Åboulevarden 7, 8000 Aarhus C.csv')}`,
      );
      expect(parseCsv(response.body)).toEqual([
        ['Nr.', 'Fil', 'Type', 'Kreditering', 'Licens', 'Udløber', 'Udløbet'],
        [
          '1',
          pictures[0]?.name,
          'Billede',
          'Luftfoto Nord',
          'Annoncering og markedsføring af dette salg',
          '2020-01-31',
          'Ja',
        ],
        [
          '2',
          pictures[1]?.name,
          'Billede',
          'Kari Nordmann',
          'Portræt, så længe personen er på kontoret',
          '',
          'Nej',
        ],
        [
          '3',
          pictures[2]?.name,
          'Billede',
          `'=HYPERLINK("http://x.test")`,
          'Print, "brochure" only',
          '',
          'Nej',
        ],
      ]);
    });

    it('writes a PDF with the address, the credits and the expiry', async () => {
      const { row } = await caseWithRights();
      const response = await summary(row.id, 'pdf');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="Brugsrettigheder - _boulevarden/,
      );
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(pdf);
      for (const expected of [
        'Brugsrettigheder - Åboulevarden 7, 8000 Aarhus C',
        'Luftfoto Nord',
        '2020-01-31',
        'Udløber ikke',
      ]) {
        expect(text).toContain(expected);
      }
    });
  });
});
