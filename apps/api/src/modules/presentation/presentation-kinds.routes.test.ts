import type { PresentationRecord, PresentationSlide } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildPicture, signIn } from '../../test/factories.ts';
import { buildLinkMaterial, buildPdfFloorPlan, buildPngFloorPlan } from '../../test/material-factories.ts';
import { floorPlanPdfFile } from '../../test/sample-files.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { makeMaterialPreviews } from '../materials/material-previews.service.ts';

// Every kind of delivered material in the presentation: floor plans as pictures or PDFs, and links (tours,
// films, interactive presentations, panoramas) as frames, for the office and signed out.

describe('the presentation of floor plans and links', async () => {
  const { app, db, deps } = await createTestApp();
  const { officeA, agentA, adminB } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const otherOfficeCookie = await signIn(app, adminB.email);
  const home = await buildCase(db, { branchId: officeA.id, addressFull: 'Vestergade 7, 8000 Aarhus C' });
  const where = { caseId: home.id, branchId: officeA.id };

  const photo = await buildPicture(db, deps.storage, { ...where, sortOrder: 1 });
  const pngPlan = await buildPngFloorPlan(db, deps.storage, { ...where, sortOrder: 2 });
  const pdfPlan = await buildPdfFloorPlan(db, deps.storage, { ...where, sortOrder: 3, name: 'plan-1.pdf' });
  await makeMaterialPreviews(deps, pdfPlan.id);
  const unrenderedPlan = await buildPdfFloorPlan(db, deps.storage, {
    ...where,
    sortOrder: 4,
    name: 'plan-2.pdf',
  });
  const hiddenPlan = await buildPdfFloorPlan(db, deps.storage, { ...where, sortOrder: 5, active: false });
  const tour = await buildLinkMaterial(db, {
    ...where,
    name: '3D tour',
    url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    tags: ['MATTERPORT', 'VIRTUAL_TOUR'],
    sortOrder: 6,
  });
  const film = await buildLinkMaterial(db, {
    ...where,
    type: 'Video',
    name: 'Film',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    tags: ['VIDEO'],
    sortOrder: 7,
  });
  const interactive = await buildLinkMaterial(db, {
    ...where,
    type: 'InteractivePresentation',
    name: 'Neighbourhood',
    url: 'https://presentation.example.com/vestergade-7',
    sortOrder: 8,
  });
  const panorama = await buildLinkMaterial(db, {
    ...where,
    type: 'PanoramasHtml5',
    name: '720° garden',
    url: 'https://pano.example.com/tour/42',
    tags: ['PANORAMA_720'],
    sortOrder: 9,
  });
  const hiddenTour = await buildLinkMaterial(db, {
    ...where,
    url: 'https://my.matterport.com/show/?m=old',
    active: false,
    sortOrder: 10,
  });
  // A document is not presentation material, even when it is a PDF.
  await buildPdfFloorPlan(db, deps.storage, { ...where, type: 'Unknown', name: 'report.pdf', sortOrder: 11 });

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const presentation = async (query = '') => {
    const response = await get(`/api/cases/${home.id}/presentation${query}`, agentCookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PresentationRecord>();
  };
  const slideOf = (body: PresentationRecord, id: string) =>
    body.slides.find((slide) => slide.id === id) as PresentationSlide;

  it('answers 401 signed out and 404 to another department', async () => {
    expect((await get(`/api/cases/${home.id}/presentation`)).statusCode).toBe(401);
    expect((await get(`/api/cases/${home.id}/presentation`, otherOfficeCookie)).statusCode).toBe(404);
  });

  it('shows every floor plan and link with what the lightbox needs, in the office’s order', async () => {
    const body = await presentation();
    expect(body.slides.map((slide) => [slide.id, slide.kind, slide.materialType, slide.active])).toEqual([
      [photo.id, 'image', 'Picture', true],
      [pngPlan.id, 'image', 'Floorplan', true],
      [pdfPlan.id, 'image', 'Floorplan', true],
      [unrenderedPlan.id, 'image', 'Floorplan', true],
      [hiddenPlan.id, 'image', 'Floorplan', false],
      [tour.id, 'iframe', 'Matterport', true],
      [film.id, 'iframe', 'Video', true],
      [interactive.id, 'iframe', 'InteractivePresentation', true],
      [panorama.id, 'iframe', 'PanoramasHtml5', true],
      [hiddenTour.id, 'iframe', 'Matterport', false],
    ]);
    expect(slideOf(body, tour.id).embedUrl).toBe('https://my.matterport.com/show/?m=SxQL3iGyoDo');
    // A YouTube page refuses to be framed: the slide carries its player instead.
    expect(slideOf(body, film.id).embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(slideOf(body, interactive.id).embedUrl).toBe('https://presentation.example.com/vestergade-7');
    expect(slideOf(body, panorama.id)).toMatchObject({
      embedUrl: 'https://pano.example.com/tour/42',
      originalUrl: null,
      previewUrl: null,
    });
    // A PNG plan is a picture: its original stands in until its previews are made.
    expect(slideOf(body, pngPlan.id).previewUrl).toBe(slideOf(body, pngPlan.id).originalUrl);
  });

  it('shows a PDF floor plan as its rendered first page with a link to the PDF, never the PDF as a picture', async () => {
    const body = await presentation();
    const plan = slideOf(body, pdfPlan.id);
    expect(plan).toMatchObject({ contentType: 'application/pdf', embedUrl: null, name: 'plan-1.pdf' });
    const preview = await get(plan.previewUrl ?? '');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect((await get(plan.thumbnailUrl ?? '')).headers['content-type']).toBe('image/jpeg');
    const file = await get(plan.originalUrl ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(floorPlanPdfFile())).toBe(true);
    // Not rendered yet: no picture to show, only the file.
    expect(slideOf(body, unrenderedPlan.id)).toMatchObject({
      previewUrl: null,
      thumbnailUrl: null,
      originalUrl: expect.stringMatching(/^\/api\/storage\/cases\/.+\.pdf\?/),
    });
  });

  it('leaves inactive floor plans and links out with activeOnly=true', async () => {
    const ids = (await presentation('?activeOnly=true')).slides.map((slide) => slide.id);
    expect(ids).toEqual([
      photo.id,
      pngPlan.id,
      pdfPlan.id,
      unrenderedPlan.id,
      tour.id,
      film.id,
      interactive.id,
      panorama.id,
    ]);
  });

  it('shows the active floor plans and links signed out through a share link, files signed as today', async () => {
    const created = await app.inject({
      method: 'POST',
      url: `/api/cases/${home.id}/presentation/shares`,
      headers: portalHeaders(agentCookie),
    });
    expect(created.statusCode).toBe(201);
    const token = created.json<{ url: string }>().url.split('/presentation/')[1] ?? '';
    const shared = await get(`/api/public/presentation/${token}`);
    expect(shared.statusCode).toBe(200);
    const body = shared.json<PresentationRecord>();
    const office = await presentation('?activeOnly=true');
    expect(body.slides.map((slide) => [slide.id, slide.kind, slide.embedUrl])).toEqual(
      office.slides.map((slide) => [slide.id, slide.kind, slide.embedUrl]),
    );
    const plan = slideOf(body, pdfPlan.id);
    expect(plan.previewUrl).toMatch(/^\/api\/storage\/cases\/.+-preview\.jpg\?expires=\d+&signature=/);
    expect((await get(plan.previewUrl ?? '')).statusCode).toBe(200);
    expect((await get(plan.originalUrl ?? '')).statusCode).toBe(200);
    expect(body.slides.map((slide) => slide.id)).not.toContain(hiddenPlan.id);
    expect(body.slides.map((slide) => slide.id)).not.toContain(hiddenTour.id);
  });
});
