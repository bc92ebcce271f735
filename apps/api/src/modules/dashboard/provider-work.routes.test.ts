import { ErrorKey, type VisitStatus, zonedInstant } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildBatch,
  buildCase,
  buildOffices,
  buildOrder,
  buildProviderStaff,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { BOOKING_NOW, buildBookedOrder, buildPhotographer } from '../bookings/booking-test-setup.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { feedbackAnnotations, orderLineFeedback } from '../feedback/feedback.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';

const URL = '/api/dashboard/provider-work';
/** BOOKING_NOW is Wednesday 4 March 2026, 10:00 in Copenhagen. */
const copenhagenAt = (day: string, hours: number) => zonedInstant(day, hours * 60, 'Europe/Copenhagen');

describe('the provider staff’s home: GET /api/dashboard/provider-work', async () => {
  const { app, db, deps, setNow } = await createTestApp();
  setNow(BOOKING_NOW);
  const { officeA, officeB, adminA, agentA } = await buildOffices(db);
  const coordinator = await buildProviderStaff(db, ['orders.fulfil', 'visits.manage', 'material.deliver']);
  const editor = await buildProviderStaff(db, ['material.deliver', 'texts.deliver']);
  const annaUser = await buildProviderStaff(db, ['visits.manage']);
  const catalogueKeeper = await buildProviderStaff(db, ['catalogue.manage', 'texts.deliver']);
  const anna = await buildPhotographer(db, { name: 'Anna Fotograf', userId: annaUser.id });
  const bo = await buildPhotographer(db, { name: 'Bo Fotograf' });
  const cookies = {
    coordinator: await signIn(app, coordinator.email),
    editor: await signIn(app, editor.email),
    anna: await signIn(app, annaUser.email),
    catalogueKeeper: await signIn(app, catalogueKeeper.email),
    adminA: await signIn(app, adminA.email),
    agentA: await signIn(app, agentA.email),
  };
  const work = (cookie: string) => app.inject({ method: 'GET', url: URL, headers: portalHeaders(cookie) });

  /** A visit of an open order of office A with the photographer at the hour of the day, in the status. */
  async function visit(
    photographerId: string,
    day: string,
    hour: number,
    visitStatus: VisitStatus = 'CONFIRMED',
  ) {
    const { booking } = await buildBookedOrder(db, officeA.id);
    await db
      .update(bookings)
      .set({
        photographerId,
        visitStatus,
        tourDate: day,
        planningFrameStart: copenhagenAt(day, hour),
        planningFrameEnd: copenhagenAt(day, hour + 1),
      })
      .where(eq(bookings.id, booking.id));
  }

  /** Submitted feedback on a delivered line of office B, its one annotation open or answered. */
  async function submittedFeedback(
    annotationState: 'OPEN' | 'DONE',
    state: 'SUBMITTED' | 'DRAFT' = 'SUBMITTED',
  ) {
    const item = await buildCase(db, { branchId: officeB.id });
    const { lines } = await buildOrder(db, { caseId: item.id, branchId: officeB.id, status: 'Delivered' }, [
      { status: 'DELIVERED', canReceiveFeedback: true },
    ]);
    const lineId = lines[0]?.id as string;
    const { pictures } = await buildBatch(
      db,
      deps.storage,
      { caseId: item.id, branchId: officeB.id, orderLineId: lineId },
      1,
    );
    const [feedback] = await db
      .insert(orderLineFeedback)
      .values({ orderLineId: lineId, state, submittedAt: BOOKING_NOW })
      .returning();
    await db.insert(feedbackAnnotations).values({
      feedbackId: feedback?.id as string,
      materialId: pictures[0]?.id as string,
      label: 1,
      position: 0,
      tool: 'POINT',
      points: [{ x: 0.5, y: 0.5 }],
      kind: 'CHANGE',
      text: 'Fjern bilen – tak',
      state: annotationState,
    });
  }

  it('answers 401 signed out, 403 to office users and to staff whose work is not on it', async () => {
    expect((await app.inject({ method: 'GET', url: URL, headers: csrfHeader })).statusCode).toBe(401);
    for (const cookie of [cookies.adminA, cookies.agentA, cookies.catalogueKeeper]) {
      const refused = await work(cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(ErrorKey.forbidden);
    }
  });

  it('counts each person’s own work: the coordinator all of it, the photographer her day, the editor deliveries and feedback', async () => {
    // To book: an order the office left to the provider's phone.
    const phone = await buildBookedOrder(db, officeA.id);
    await db.update(orders).set({ bookingChoice: 'PROVIDER_PHONE' }).where(eq(orders.id, phone.order.id));
    // Today: Anna at 14, Bo at 15; not today: Anna's cancelled visit and her visit tomorrow.
    await visit(anna.id, '2026-03-04', 14);
    await visit(bo.id, '2026-03-04', 15);
    await visit(anna.id, '2026-03-04', 16, 'CANCELLED');
    await visit(anna.id, '2026-03-05', 9);
    // Deliveries: each open order above has one open line; this one adds one more beside a package's own
    // line and a delivered line; a cancelled order's open line is not due.
    const item = await buildCase(db, { branchId: officeB.id });
    await buildOrder(db, { caseId: item.id, branchId: officeB.id }, [
      { productName: 'Premium', awaitsDelivery: false },
      { productName: 'Fotografering 20 billeder' },
      { productName: 'Plantegning', status: 'DELIVERED' },
    ]);
    await buildOrder(db, { caseId: item.id, branchId: officeB.id, status: 'Cancelled' }, [{}]);
    await submittedFeedback('OPEN');
    await submittedFeedback('DONE');
    await submittedFeedback('OPEN', 'DRAFT');

    const coordinatorWork = await work(cookies.coordinator);
    expect(coordinatorWork.statusCode).toBe(200);
    expect(coordinatorWork.json()).toEqual({
      ordersToBook: { count: 1, more: false },
      visitsToday: { count: 2, more: false },
      deliveriesDue: { count: 6, more: false },
      feedbackWaiting: { count: 1, more: false },
      openOrders: { count: 6, more: false },
    });
    expect((await work(cookies.anna)).json()).toEqual({
      ordersToBook: null,
      visitsToday: { count: 1, more: false },
      deliveriesDue: null,
      feedbackWaiting: null,
      openOrders: null,
    });
    expect((await work(cookies.editor)).json()).toEqual({
      ordersToBook: null,
      visitsToday: null,
      deliveriesDue: { count: 6, more: false },
      feedbackWaiting: { count: 1, more: false },
      openOrders: null,
    });
  });

  it('counts up to 999 and says there are more', async () => {
    const item = await buildCase(db, { branchId: officeA.id });
    const { order } = await buildOrder(db, { caseId: item.id, branchId: officeA.id });
    await db.insert(orderLines).values(
      Array.from({ length: 1000 }, (_, position) => ({
        orderId: order.id,
        productName: 'Virtuel indretning',
        status: 'OPEN' as const,
        orderedQuantity: 1,
        position,
      })),
    );
    expect((await work(cookies.editor)).json().deliveriesDue).toEqual({ count: 999, more: true });
  });
});
