import { randomUUID } from 'node:crypto';
import { ErrorKey } from '@portal/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildPicture } from '../../test/factories.ts';
import { MATERIAL_PREVIEWS_JOB } from './material-previews.service.ts';
import { createMaterialsCast } from './materials.test-fixtures.ts';

async function sizeOf(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const meta = await sharp(Buffer.concat(chunks)).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe('copying material and making previews', async () => {
  const cast = await createMaterialsCast();
  const { call, caseWithBatch, otherOfficeCase, setMaterialsState, materialsOf, caseRow, deps, db } = cast;

  /** A case with two pictures (one inactive), a copywrite text and a link material. */
  async function mixedCase() {
    const source = await caseWithBatch(2);
    const of = { caseId: source.case.id, branchId: source.case.branchId, batchId: source.batch.id };
    const texts = await buildPicture(db, deps.storage, { ...of, type: 'CopywriteTexts', name: 'texts.pdf' });
    const link = await buildPicture(db, deps.storage, {
      ...of,
      type: 'Link',
      storageKey: null,
      url: 'https://example.com/tour',
    });
    const inactive = await buildPicture(db, deps.storage, { ...of, active: false });
    return { ...source, texts, link, inactive };
  }

  describe('POST /api/cases/:id/assets/copy', () => {
    it('copies the active material as a new batch with its own files, never copywrite texts or links', async () => {
      const source = await mixedCase();
      const target = await caseWithBatch(1);
      const response = await call('POST', `/api/cases/${source.case.id}/assets/copy`, {
        targetCaseId: target.case.id,
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json();
      expect(result).toEqual({
        targetCaseId: target.case.id,
        batchId: expect.any(String),
        copied: 2,
        leftOut: [
          { reason: 'copywriteTexts', count: 1 },
          { reason: 'links', count: 1 },
        ],
      });
      const copies = (await materialsOf(target.case.id)).filter((row) => row.batchId === result.batchId);
      expect(copies.map((row) => row.name)).toEqual(source.pictures.map((picture) => picture.name));
      expect(copies.every((row) => row.type === 'Picture' && row.orderLineId === null)).toBe(true);
      const [copy] = copies;
      expect(copy?.storageKey).toMatch(new RegExp(`^cases/${target.case.id}/${result.batchId}/.+\\.jpg$`));
      const assets = (await call('GET', `/api/cases/${target.case.id}/assets`)).json();
      expect(assets.batches.at(-1)).toMatchObject({
        id: result.batchId,
        orderlineId: null,
        materialCount: 2,
      });

      // Removing the source's batch leaves the copies' files alone.
      await call('DELETE', `/api/cases/${source.case.id}/assets/batches/${source.batch.id}`);
      expect(await deps.storage.head(copy?.storageKey as string)).not.toBeNull();
      expect((await caseRow(target.case.id))?.hasMaterials).toBe(true);

      // The copies get previews of their own in the job.
      await expect
        .poll(async () => (await materialsOf(target.case.id)).filter((row) => row.thumbnailKey).length, {
          timeout: 20_000,
        })
        .toBeGreaterThanOrEqual(2);
    });

    it('copies only the chosen material and says what was left out', async () => {
      const source = await mixedCase();
      const target = await caseWithBatch(0);
      const response = await call('POST', `/api/cases/${source.case.id}/assets/copy`, {
        targetCaseId: target.case.id,
        materialIds: [source.inactive.id, source.texts.id, randomUUID()],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        copied: 1,
        leftOut: [
          { reason: 'notFound', count: 1 },
          { reason: 'copywriteTexts', count: 1 },
        ],
      });
      expect((await materialsOf(target.case.id)).map((row) => row.name)).toEqual([source.inactive.name]);
    });

    it('copies a delivered tour, which is material of the property, but never a plain link', async () => {
      const source = await caseWithBatch(0);
      const of = { caseId: source.case.id, branchId: source.case.branchId, batchId: source.batch.id };
      const tour = await buildPicture(db, deps.storage, {
        ...of,
        type: 'Matterport',
        name: '3D tour',
        storageKey: null,
        url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
        tags: ['MATTERPORT', 'VIRTUAL_TOUR'],
        cloudScannerLinks: [
          { type: 'CloudScannerSelfEditor', url: 'https://editor.scanner.example.com/s/1' },
        ],
      });
      const website = await buildPicture(db, deps.storage, {
        ...of,
        type: 'Link',
        name: 'Property website',
        storageKey: null,
        url: 'https://strandvejen12.example.com/',
      });
      const target = await caseWithBatch(0);
      const response = await call('POST', `/api/cases/${source.case.id}/assets/copy`, {
        targetCaseId: target.case.id,
        materialIds: [tour.id, website.id],
      });
      expect(response.json()).toMatchObject({ copied: 1, leftOut: [{ reason: 'links', count: 1 }] });
      const [copy] = await materialsOf(target.case.id);
      expect(copy).toMatchObject({
        type: 'Matterport',
        name: '3D tour',
        url: tour.url,
        storageKey: null,
        tags: tour.tags,
        cloudScannerLinks: tour.cloudScannerLinks,
        orderLineId: null,
      });
      expect(copy?.id).not.toBe(tour.id);
    });

    it('refuses nothing to copy, the same case, foreign cases, bad input, anonymous and archived calls', async () => {
      const source = await mixedCase();
      const target = await caseWithBatch(0);
      const url = `/api/cases/${source.case.id}/assets/copy`;
      const onlyTexts = await call('POST', url, {
        targetCaseId: target.case.id,
        materialIds: [source.texts.id, source.link.id],
      });
      expect(onlyTexts.json().code).toBe(ErrorKey.copyNothingToCopy);
      const same = await call('POST', url, { targetCaseId: source.case.id });
      expect(same.json().code).toBe(ErrorKey.copySameCase);
      expect((await call('POST', url, { targetCaseId: otherOfficeCase.id })).statusCode).toBe(404);
      const foreignSource = `/api/cases/${otherOfficeCase.id}/assets/copy`;
      expect((await call('POST', foreignSource, { targetCaseId: target.case.id })).statusCode).toBe(404);
      expect((await call('POST', url, { targetCaseId: 'nope' })).statusCode).toBe(400);
      expect((await call('POST', url, { targetCaseId: target.case.id }, null)).statusCode).toBe(401);
      await setMaterialsState(target.case.id, 'ARCHIVED');
      const archived = await call('POST', url, { targetCaseId: target.case.id });
      expect(archived.statusCode).toBe(409);
      expect(archived.json().code).toBe(ErrorKey.materialsArchived);
      expect(await materialsOf(target.case.id)).toEqual([]);
    });
  });

  describe('the material-previews job', () => {
    it('makes a web-sized preview and a thumbnail of a big photo, which the listing then signs', async () => {
      const { case: home } = await caseWithBatch(0);
      const big = await buildPicture(
        db,
        deps.storage,
        { caseId: home.id, branchId: home.branchId },
        { width: 4000, height: 3000 },
      );
      await deps.jobs.send(MATERIAL_PREVIEWS_JOB, { materialId: big.id });
      await expect
        .poll(async () => (await materialsOf(home.id))[0]?.thumbnailKey ?? null, { timeout: 20_000 })
        .not.toBeNull();
      const [row] = await materialsOf(home.id);
      const preview = await sizeOf(await deps.storage.read(row?.previewKey as string));
      const thumbnail = await sizeOf(await deps.storage.read(row?.thumbnailKey as string));
      expect(preview).toEqual({ width: 1600, height: 1200, format: 'jpeg' });
      expect(thumbnail).toEqual({ width: 400, height: 300, format: 'jpeg' });
      const previewHead = await deps.storage.head(row?.previewKey as string);
      expect(previewHead?.size).toBeLessThan(big.size ?? 0);
      const listed = (await call('GET', `/api/cases/${home.id}/assets`)).json().materials[0];
      expect(listed.thumbnailUrl).toMatch(/^\/api\/storage\/cases\/.+-thumbnail\.jpg\?expires=/);
      expect(listed.previewUrl).toMatch(/-preview\.jpg\?expires=/);
    });

    it('leaves a small picture at its size and skips material that is not a picture', async () => {
      const { case: home } = await caseWithBatch(0);
      const small = await buildPicture(
        db,
        deps.storage,
        { caseId: home.id, branchId: home.branchId },
        { width: 300, height: 200 },
      );
      const film = await buildPicture(db, deps.storage, {
        caseId: home.id,
        branchId: home.branchId,
        type: 'Video',
        name: 'film.mp4',
      });
      await deps.jobs.send(MATERIAL_PREVIEWS_JOB, { materialId: film.id });
      await deps.jobs.send(MATERIAL_PREVIEWS_JOB, { materialId: small.id });
      await expect
        .poll(
          async () => (await materialsOf(home.id)).find((row) => row.id === small.id)?.thumbnailKey ?? null,
          {
            timeout: 20_000,
          },
        )
        .not.toBeNull();
      const row = (await materialsOf(home.id)).find((material) => material.id === small.id);
      expect(await sizeOf(await deps.storage.read(row?.thumbnailKey as string))).toEqual({
        width: 300,
        height: 200,
        format: 'jpeg',
      });
      expect((await materialsOf(home.id)).find((material) => material.id === film.id)?.previewKey).toBeNull();
    });
  });
});
