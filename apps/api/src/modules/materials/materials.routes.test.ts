import { randomUUID } from 'node:crypto';
import { ErrorKey } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseDocuments, caseLinks } from '../case-documents/case-documents.table.ts';
import { materials } from './materials.table.ts';
import { createMaterialsCast } from './materials.test-fixtures.ts';

describe('materials routes', async () => {
  const cast = await createMaterialsCast();
  const { call, caseWithBatch, otherOfficeCase, setMaterialsState, materialsOf, caseRow, deps, db } = cast;

  describe('GET /api/cases/:id/assets', () => {
    it('answers 401 without a session, 404 for another department’s case and 400 for a bad id', async () => {
      const { case: home } = await caseWithBatch(1);
      expect((await call('GET', `/api/cases/${home.id}/assets`, undefined, null)).statusCode).toBe(401);
      expect((await call('GET', `/api/cases/${otherOfficeCase.id}/assets`)).statusCode).toBe(404);
      expect((await call('GET', '/api/cases/not-an-id/assets')).statusCode).toBe(400);
    });

    it('lists the material in its order with signed URLs, and the batches with their order line', async () => {
      const { case: home, order, line, batch, pictures } = await caseWithBatch(2);
      const response = await call('GET', `/api/cases/${home.id}/assets`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.materialsState).toBe('ACTIVE');
      expect(body.materials.map((material: { id: string }) => material.id)).toEqual(
        pictures.map((picture) => picture.id),
      );
      const [first] = pictures;
      expect(body.materials[0]).toEqual({
        id: first?.id,
        name: first?.name,
        type: 'Picture',
        tags: [],
        active: true,
        sortOrder: first?.sortOrder,
        largestSource: {
          url: expect.stringMatching(/^\/api\/storage\/cases\/.+\.jpg\?expires=\d+&signature=/),
          width: 600,
          height: 400,
          size: first?.size,
          contentType: 'image/jpeg',
        },
        url: null,
        embedUrl: null,
        previewUrl: null,
        thumbnailUrl: null,
        orderlineId: line?.id,
        batchId: batch.id,
        updatedDate: first?.updatedAt.toISOString(),
        beforeMaterialId: null,
        vendorOrderLineId: null,
        cloudScannerLinks: [],
        isSelected: false,
        rights: {
          credit: null,
          licence: 'SALE_MARKETING',
          licenceText: null,
          expiresOn: null,
          expired: false,
        },
      });
      expect(body.batches).toEqual([
        {
          id: batch.id,
          orderlineId: line?.id,
          productName: 'Photography',
          orderSalesId: order.salesId,
          createdAt: batch.createdAt.toISOString(),
          materialCount: 2,
        },
      ]);
    });

    it('shows archived material by its thumbnail only: no original or preview to open until restored', async () => {
      const { case: home, pictures } = await caseWithBatch(1);
      const [picture] = pictures;
      await db
        .update(materials)
        .set({ thumbnailKey: picture?.storageKey, previewKey: picture?.storageKey })
        .where(eq(materials.id, picture?.id ?? ''));
      await setMaterialsState(home.id, 'ARCHIVED');
      const [listed] = (await call('GET', `/api/cases/${home.id}/assets`)).json().materials;
      expect(listed.largestSource).toBeNull();
      expect(listed.previewUrl).toBeNull();
      expect(listed.thumbnailUrl).toMatch(/^\/api\/storage\//);
    });
  });

  describe('POST /api/cases/:id/assets/sortorder', () => {
    it('stores the order of drag and drop', async () => {
      const { case: home, pictures } = await caseWithBatch(3);
      const wanted = [pictures[2], pictures[0], pictures[1]].map((picture) => picture?.id);
      const response = await call('POST', `/api/cases/${home.id}/assets/sortorder`, { materialIds: wanted });
      expect(response.statusCode, response.body).toBe(204);
      expect((await materialsOf(home.id)).map((row) => row.id)).toEqual(wanted);
    });

    it('refuses anonymous, foreign, bad, incomplete and archived calls', async () => {
      const { case: home, pictures } = await caseWithBatch(2);
      const ids = pictures.map((picture) => picture.id);
      const url = `/api/cases/${home.id}/assets/sortorder`;
      expect((await call('POST', url, { materialIds: ids }, null)).statusCode).toBe(401);
      const foreign = await call('POST', `/api/cases/${otherOfficeCase.id}/assets/sortorder`, {
        materialIds: ids,
      });
      expect(foreign.statusCode).toBe(404);
      expect((await call('POST', url, { materialIds: ['x'] })).statusCode).toBe(400);
      expect((await call('POST', url, { materialIds: [ids[0]] })).statusCode).toBe(400);
      const stranger = await call('POST', url, { materialIds: [...ids, randomUUID()] });
      expect(stranger.json().code).toBe(ErrorKey.materialNotInCase);
      await setMaterialsState(home.id, 'ARCHIVED');
      const archived = await call('POST', url, { materialIds: ids.reverse() });
      expect(archived.statusCode).toBe(409);
      expect(archived.json().code).toBe(ErrorKey.materialsArchived);
    });
  });

  describe('POST /api/cases/:id/assets/delete and /restore', () => {
    it('makes material inactive and active again', async () => {
      const { case: home, pictures } = await caseWithBatch(2);
      const chosen = [pictures[0]?.id];
      const hidden = await call('POST', `/api/cases/${home.id}/assets/delete`, { materialIds: chosen });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json()).toEqual([expect.objectContaining({ id: chosen[0], active: false })]);
      expect((await materialsOf(home.id)).map((row) => row.active)).toEqual([false, true]);
      const shown = await call('POST', `/api/cases/${home.id}/assets/restore`, { materialIds: chosen });
      expect(shown.json()).toEqual([expect.objectContaining({ id: chosen[0], active: true })]);
      expect((await materialsOf(home.id)).every((row) => row.active)).toBe(true);
    });

    it('refuses anonymous, foreign, empty, strange and archived calls', async () => {
      const { case: home, pictures } = await caseWithBatch(1);
      const materialIds = [pictures[0]?.id];
      for (const action of ['delete', 'restore']) {
        const url = `/api/cases/${home.id}/assets/${action}`;
        expect((await call('POST', url, { materialIds }, null)).statusCode).toBe(401);
        const foreign = `/api/cases/${otherOfficeCase.id}/assets/${action}`;
        expect((await call('POST', foreign, { materialIds })).statusCode).toBe(404);
        expect((await call('POST', url, { materialIds: 'all' })).statusCode).toBe(400);
        expect((await call('POST', url, { materialIds: [] })).json().code).toBe(ErrorKey.nothingChosen);
        const stranger = await call('POST', url, { materialIds: [randomUUID()] });
        expect(stranger.json().code).toBe(ErrorKey.materialNotInCase);
      }
      await setMaterialsState(home.id, 'ARCHIVING');
      const archived = await call('POST', `/api/cases/${home.id}/assets/delete`, { materialIds });
      expect(archived.statusCode).toBe(409);
      expect(archived.json().code).toBe(ErrorKey.materialsArchived);
    });
  });

  describe('DELETE /api/cases/:id/assets/batches/:batchId', () => {
    it('removes the batch, its material and their files for good', async () => {
      const { case: home, batch, pictures } = await caseWithBatch(2);
      const kept = await caseWithBatch(1, {});
      const response = await call('DELETE', `/api/cases/${home.id}/assets/batches/${batch.id}`);
      expect(response.statusCode, response.body).toBe(204);
      expect(await materialsOf(home.id)).toEqual([]);
      expect(await deps.storage.head(pictures[0]?.storageKey as string)).toBeNull();
      expect((await caseRow(home.id))?.hasMaterials).toBe(false);
      expect(await materialsOf(kept.case.id)).toHaveLength(1);
      const assets = (await call('GET', `/api/cases/${home.id}/assets`)).json();
      expect(assets.batches).toEqual([]);
    });

    it('needs a batch of the case, and refuses anonymous, foreign and archived calls', async () => {
      const { case: home, batch } = await caseWithBatch(1);
      const other = await caseWithBatch(1);
      const url = `/api/cases/${home.id}/assets/batches/${batch.id}`;
      expect((await call('DELETE', url, undefined, null)).statusCode).toBe(401);
      const foreign = `/api/cases/${otherOfficeCase.id}/assets/batches/${batch.id}`;
      expect((await call('DELETE', foreign)).statusCode).toBe(404);
      expect((await call('DELETE', '/api/cases/x/assets/batches/y')).statusCode).toBe(400);
      for (const missing of ['', 'none', other.batch.id]) {
        const response = await call('DELETE', `/api/cases/${home.id}/assets/batches/${missing}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe(ErrorKey.batchRequired);
      }
      expect(await materialsOf(other.case.id)).toHaveLength(1);
      await setMaterialsState(home.id, 'RESTORING');
      expect((await call('DELETE', url)).json().code).toBe(ErrorKey.materialsArchived);
    });
  });

  describe('DELETE /api/Assets/delete-materials-and-assets', () => {
    const url = '/api/Assets/delete-materials-and-assets';

    async function documentAndLink(caseId: string, branchId: number) {
      const storageKey = `documents/${branchId}/${caseId}/${randomUUID()}.pdf`;
      await deps.storage.write(storageKey, Buffer.from('%PDF'), 'application/pdf');
      const [document] = await db
        .insert(caseDocuments)
        .values({
          caseId,
          branchId,
          type: 'ENERGY_LABELING',
          title: 'Energy',
          storageKey,
          fileName: 'energy.pdf',
          contentType: 'application/pdf',
          size: 4,
        })
        .returning();
      const [link] = await db
        .insert(caseLinks)
        .values({ caseId, title: 'Site', url: 'https://example.com' })
        .returning();
      return { document, link, storageKey };
    }

    it('removes chosen material, documents and links for good, files included', async () => {
      const { case: home, pictures } = await caseWithBatch(2);
      const { document, link, storageKey } = await documentAndLink(home.id, home.branchId);
      const response = await call('DELETE', url, {
        caseId: home.id,
        materialIds: [pictures[0]?.id],
        assetIds: [document?.id, link?.id],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ removedMaterials: 1, removedDocuments: 1, removedLinks: 1 });
      expect((await materialsOf(home.id)).map((row) => row.id)).toEqual([pictures[1]?.id]);
      expect(await deps.storage.head(storageKey)).toBeNull();
      expect(await deps.storage.head(pictures[0]?.storageKey as string)).toBeNull();
      expect((await caseRow(home.id))?.hasMaterials).toBe(true);
      await call('DELETE', url, { caseId: home.id, materialIds: [pictures[1]?.id] });
      expect((await caseRow(home.id))?.hasMaterials).toBe(false);
    });

    it('refuses anonymous, foreign, empty, strange and archived calls, removing nothing', async () => {
      const { case: home, pictures } = await caseWithBatch(1);
      const materialIds = [pictures[0]?.id];
      expect((await call('DELETE', url, { caseId: home.id, materialIds }, null)).statusCode).toBe(401);
      const foreign = await call('DELETE', url, { caseId: otherOfficeCase.id, materialIds });
      expect(foreign.statusCode).toBe(404);
      expect((await call('DELETE', url, { materialIds })).statusCode).toBe(400);
      const empty = await call('DELETE', url, { caseId: home.id, materialIds: [], assetIds: [] });
      expect(empty.json().code).toBe(ErrorKey.nothingChosen);
      const stranger = await call('DELETE', url, { caseId: home.id, materialIds, assetIds: [randomUUID()] });
      expect(stranger.statusCode).toBe(404);
      expect(await materialsOf(home.id)).toHaveLength(1);
      await setMaterialsState(home.id, 'ARCHIVED');
      expect((await call('DELETE', url, { caseId: home.id, materialIds })).statusCode).toBe(409);
      expect(await materialsOf(home.id)).toHaveLength(1);
    });
  });
});
