import type { CaseAssetsRecord, MaterialRecord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, signIn } from '../../test/factories.ts';
import { buildLinkMaterial, buildPdfFloorPlan, buildPngFloorPlan } from '../../test/material-factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { makeMaterialPreviews } from './material-previews.service.ts';

// What the case page gets to show a floor plan or a link material as what it is (GET /cases/{id}/assets).

describe('floor plans and links among the case’s material', async () => {
  const { app, db, deps } = await createTestApp();
  const { officeA, agentA, adminB } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const otherOfficeCookie = await signIn(app, adminB.email);
  const home = await buildCase(db, { branchId: officeA.id });
  const where = { caseId: home.id, branchId: officeA.id };

  const pdfPlan = await buildPdfFloorPlan(db, deps.storage, { ...where, sortOrder: 1 });
  await makeMaterialPreviews(deps, pdfPlan.id);
  const pngPlan = await buildPngFloorPlan(db, deps.storage, { ...where, sortOrder: 2 });
  const tour = await buildLinkMaterial(db, {
    ...where,
    name: '3D tour',
    url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    tags: ['MATTERPORT', 'VIRTUAL_TOUR'],
    sortOrder: 3,
  });
  const film = await buildLinkMaterial(db, {
    ...where,
    type: 'Video',
    name: 'Film',
    url: 'https://vimeo.com/76979871',
    tags: ['VIDEO', 'SOME_FEED'],
    sortOrder: 4,
  });
  const embedCode = await buildLinkMaterial(db, {
    ...where,
    type: 'InteractivePresentation',
    url: '<iframe width="800" src="https://view.example.com/p/1?a=1&amp;b=2"></iframe>',
    sortOrder: 5,
  });
  const unsafe = await buildLinkMaterial(db, {
    ...where,
    type: 'Link',
    url: 'javascript:alert(1)',
    sortOrder: 6,
  });

  const assets = (cookie?: string) =>
    app.inject({ method: 'GET', url: `/api/cases/${home.id}/assets`, headers: cookie ? { cookie } : {} });
  const materialOf = (body: CaseAssetsRecord, id: string) =>
    body.materials.find((material) => material.id === id) as MaterialRecord;

  it('answers 401 signed out and 404 to another department', async () => {
    expect((await assets()).statusCode).toBe(401);
    expect((await assets(otherOfficeCookie)).statusCode).toBe(404);
  });

  it('gives a PDF floor plan its rendered page as preview and thumbnail, and the PDF as its file', async () => {
    const response = await assets(agentCookie);
    expect(response.statusCode).toBe(200);
    const plan = materialOf(response.json<CaseAssetsRecord>(), pdfPlan.id);
    expect(plan).toMatchObject({
      type: 'Floorplan',
      url: null,
      embedUrl: null,
      largestSource: { contentType: 'application/pdf', size: pdfPlan.size, width: null, height: null },
      previewUrl: expect.stringMatching(/-preview\.jpg\?expires=/),
      thumbnailUrl: expect.stringMatching(/-thumbnail\.jpg\?expires=/),
    });
    const file = await app.inject({ method: 'GET', url: plan.largestSource?.url ?? '' });
    expect(file.headers['content-type']).toBe('application/pdf');
    const preview = await app.inject({ method: 'GET', url: plan.previewUrl ?? '' });
    expect(preview.headers['content-type']).toBe('image/jpeg');
  });

  it('gives a PNG floor plan as a picture of its type', async () => {
    const plan = materialOf((await assets(agentCookie)).json<CaseAssetsRecord>(), pngPlan.id);
    expect(plan).toMatchObject({
      type: 'Floorplan',
      largestSource: { contentType: 'image/png', width: 1200, height: 900 },
      embedUrl: null,
    });
  });

  it('gives a link material its type, tags, link and the address a frame may show', async () => {
    const body = (await assets(agentCookie)).json<CaseAssetsRecord>();
    expect(materialOf(body, tour.id)).toMatchObject({
      type: 'Matterport',
      name: '3D tour',
      tags: ['MATTERPORT', 'VIRTUAL_TOUR'],
      url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      embedUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      largestSource: null,
      previewUrl: null,
      thumbnailUrl: null,
    });
    expect(materialOf(body, film.id)).toMatchObject({
      type: 'Video',
      tags: ['VIDEO', 'SOME_FEED'],
      url: 'https://vimeo.com/76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });
    // An embed code is never handed on as HTML to frame: only its iframe's https address.
    expect(materialOf(body, embedCode.id).embedUrl).toBe('https://view.example.com/p/1?a=1&b=2');
    expect(materialOf(body, unsafe.id)).toMatchObject({ url: 'javascript:alert(1)', embedUrl: null });
  });
});
