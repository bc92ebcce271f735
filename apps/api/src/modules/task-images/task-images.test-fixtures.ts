// The cast of the task-images route tests: an office with a case of delivered pictures (two vertical, two
// horizontal), a case without pictures, and another office's case.
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  buildCase,
  buildOffices,
  buildOrder,
  buildPicture,
  buildTask,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { materialBatches, materials } from '../materials/materials.table.ts';
import { taskSubmissions } from '../tasks/tasks.table.ts';

export const VERTICAL = { width: 300, height: 450 };
export const HORIZONTAL = { width: 450, height: 300 };

export async function createImagesCast() {
  const testApp = await createTestApp();
  const { app, db, deps } = testApp;
  const { officeA, officeB, agentA, adminB } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const otherOfficeCookie = await signIn(app, adminB.email);

  const withPictures = await buildCase(db, { branchId: officeA.id });
  const ofCase = { caseId: withPictures.id, branchId: officeA.id };
  const tall1 = await buildPicture(db, deps.storage, ofCase, VERTICAL);
  const tall2 = await buildPicture(db, deps.storage, ofCase, VERTICAL);
  const wide1 = await buildPicture(db, deps.storage, ofCase, HORIZONTAL);
  const wide2 = await buildPicture(db, deps.storage, ofCase, HORIZONTAL);
  // Neither of these is a delivered picture of the case: one is inactive, one is a film.
  const inactive = await buildPicture(db, deps.storage, { ...ofCase, active: false });
  const film = await buildPicture(db, deps.storage, { ...ofCase, type: 'Video', name: 'film.mp4' });
  const withoutPictures = await buildCase(db, { branchId: officeA.id });
  const otherOffice = await buildCase(db, { branchId: officeB.id });
  const foreign = await buildPicture(db, deps.storage, { caseId: otherOffice.id, branchId: officeB.id });

  /** An open task of `type` on a new order line of the case, ordered `quantity` times. */
  async function openTask(
    type: string,
    options: { quantity?: number; caseId?: string; branchId?: number } = {},
  ) {
    const caseId = options.caseId ?? withPictures.id;
    const branchId = options.branchId ?? officeA.id;
    const { order, lines } = await buildOrder(db, { caseId, branchId }, [
      { productName: type, orderedQuantity: options.quantity ?? 2 },
    ]);
    return buildTask(db, { branchId, caseId, orderId: order.id, orderLineId: lines[0]?.id, type });
  }

  const post = (url: string, payload: unknown, cookie = agentCookie) =>
    app.inject({ method: 'POST', url, headers: portalHeaders(cookie), payload: payload as object });

  const get = (url: string, cookie = agentCookie) =>
    app.inject({ method: 'GET', url, headers: portalHeaders(cookie) });

  /** A refused completion changed nothing: the task is open, nothing submitted, no picture made or chosen. */
  async function expectUnchanged(taskId: string, caseId = withPictures.id) {
    const detail = await get(`/api/orders/tasks/${taskId}`);
    expect(detail.json().task.status).toBe('Open');
    expect(detail.json().submission).toBeNull();
    const [submissions] = await db
      .select({ value: count() })
      .from(taskSubmissions)
      .where(eq(taskSubmissions.taskId, taskId));
    expect(submissions?.value).toBe(0);
    const rows = await db.select().from(materials).where(eq(materials.caseId, caseId));
    expect(rows.filter((row) => row.isSelected)).toEqual([]);
    const [batches] = await db
      .select({ value: count() })
      .from(materialBatches)
      .where(eq(materialBatches.caseId, caseId));
    expect(batches?.value).toBe(0);
    return rows;
  }

  return {
    ...testApp,
    officeA,
    officeB,
    agentCookie,
    otherOfficeCookie,
    withPictures,
    withoutPictures,
    otherOffice,
    pictures: { tall1, tall2, wide1, wide2, inactive, film, foreign },
    openTask,
    post,
    get,
    expectUnchanged,
  };
}
