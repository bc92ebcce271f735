import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jpegFile } from '../../test/sample-files.ts';
import { portalHeaders } from '../../test/test-app.ts';
import { bookings, photographers } from '../bookings/bookings.table.ts';
import { products } from '../catalogue/catalogue.table.ts';
import { materials } from '../materials/materials.table.ts';
import { deliveriesSetup } from './provider-deliveries.test-fixtures.ts';

// Usage rights stamped at delivery (docs/product.md, "Usage rights"): the product's licence and length, counted
// from the delivery day where the office is; the credit of the product, else of the visit's photographer,
// else of the studio.
describe('the usage rights a delivery stamps on its material', async () => {
  const cast = await deliveriesSetup({ config: { STUDIO_NAME: 'Studio Nord' } });
  const { app, db, cookies, catalogue, orderOf, upload, deliver, deliverLink, materialsOfCase, setNow } =
    cast;

  /** The order's visit, made by a photographer called `name`. */
  async function visitBy(orderId: string, name: string) {
    const [photographer] = await db
      .insert(photographers)
      .values({
        countryCode: 'DK',
        name,
        phone: '+4528114590',
        timeZone: 'Europe/Copenhagen',
        homePostalCode: '2100',
      })
      .returning();
    await db.insert(bookings).values({ orderId, photographerId: photographer?.id, visitStatus: 'COMPLETE' });
  }

  const assetsOf = async (caseId: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/cases/${caseId}/assets`,
        headers: portalHeaders(cookies.agentA),
      })
    ).json().materials;

  it('stamps the product’s licence for its months from the office’s delivery day and credits the photographer', async () => {
    await db
      .update(products)
      .set({ rightsLicence: 'SALE_MARKETING', rightsValidMonths: 12 })
      .where(eq(products.id, catalogue.photos.id));
    const { caseId, order, line } = await orderOf(['photos', 'floorplan']);
    await visitBy(order.id, 'Kari Nordmann');
    // 23:30 in UTC is already the 15th in Copenhagen: the licence counts from the office's day.
    setNow(new Date('2026-03-14T23:30:00Z'));
    try {
      expect(
        (await upload(line.photos, [{ fileName: 'living.jpg', body: await jpegFile(40, 30) }])).statusCode,
      ).toBe(201);
      expect((await deliver(line.photos)).statusCode).toBe(201);
      expect(
        (await upload(line.floorplan, [{ fileName: 'plan.jpg', body: await jpegFile(40, 30) }])).statusCode,
      ).toBe(201);
      expect((await deliver(line.floorplan)).statusCode).toBe(201);
      const stored = await materialsOfCase(caseId);
      expect(stored.map((row) => [row.name, row.credit, row.licence, row.expiresOn])).toEqual([
        ['living.jpg', 'Kari Nordmann', 'SALE_MARKETING', '2027-03-14'],
        // A floor plan is drawn by others than the photographer: the studio is credited.
        ['plan.jpg', 'Studio Nord', 'SALE_MARKETING', null],
      ]);

      // A later change of the product's defaults changes no licence already granted.
      await db.update(products).set({ rightsValidMonths: 1 }).where(eq(products.id, catalogue.photos.id));
      const [living] = await assetsOf(caseId);
      expect(living.rights).toEqual({
        credit: 'Kari Nordmann',
        licence: 'SALE_MARKETING',
        licenceText: null,
        expiresOn: '2027-03-14',
        expired: false,
      });

      // Usable through its last day in Copenhagen, expired from the next (a day the session still lives).
      await db.update(materials).set({ expiresOn: '2026-03-20' }).where(eq(materials.id, living.id));
      setNow(new Date('2026-03-20T22:59:00Z'));
      expect((await assetsOf(caseId))[0].rights.expired).toBe(false);
      setNow(new Date('2026-03-20T23:00:00Z'));
      expect((await assetsOf(caseId))[0].rights.expired).toBe(true);
    } finally {
      setNow(undefined);
    }
  });

  it('stamps a product’s own credit and custom licence on a delivered link, and the studio where nobody is named', async () => {
    await db
      .update(products)
      .set({ rightsCredit: 'Drone Nord ApS', rightsLicence: 'CUSTOM', rightsLicenceText: 'Print only' })
      .where(eq(products.id, catalogue.film.id));
    const { caseId, order, line } = await orderOf(['film', 'tour']);
    await visitBy(order.id, 'Ola Fotograf');
    const film = { type: 'Video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Film' };
    expect((await deliverLink(line.film, film)).statusCode).toBe(201);
    const tour = { type: 'Matterport', url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo', title: 'Tour' };
    expect((await deliverLink(line.tour, tour)).statusCode).toBe(201);
    const [filmRights, tourRights] = (await assetsOf(caseId)).map(
      (material: { rights: object }) => material.rights,
    );
    expect(filmRights).toEqual({
      credit: 'Drone Nord ApS',
      licence: 'CUSTOM',
      licenceText: 'Print only',
      expiresOn: null,
      expired: false,
    });
    expect(tourRights).toMatchObject({ credit: 'Ola Fotograf', licence: 'SALE_MARKETING', expiresOn: null });

    const noVisit = await orderOf(['tour']);
    expect((await deliverLink(noVisit.line.tour, tour)).statusCode).toBe(201);
    expect((await assetsOf(noVisit.caseId))[0].rights.credit).toBe('Studio Nord');
  });
});
