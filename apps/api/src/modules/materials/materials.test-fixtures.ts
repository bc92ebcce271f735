// The cast of the materials route tests: an office whose agent works on cases with delivered batches, and
// another office whose case the agent must never see.
import type { MaterialsState } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildBatch, buildCase, buildOffices, buildOrder, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { cases } from '../cases/cases.table.ts';
import { materials } from './materials.table.ts';

export async function createMaterialsCast() {
  const testApp = await createTestApp();
  const { app, db, deps } = testApp;
  const offices = await buildOffices(db);
  const { officeA, officeB, agentA, adminB } = offices;
  const agentCookie = await signIn(app, agentA.email);
  const otherOfficeCookie = await signIn(app, adminB.email);
  const otherOfficeCase = await buildCase(db, { branchId: officeB.id });

  /** A case of office A with one delivered batch of `count` pictures on an order line "Photography". */
  async function caseWithBatch(count = 3, values: Partial<typeof cases.$inferInsert> = {}) {
    const row = await buildCase(db, { branchId: officeA.id, ...values });
    const { order, lines } = await buildOrder(db, { caseId: row.id, branchId: officeA.id }, [{}]);
    const delivered = await buildBatch(
      db,
      deps.storage,
      { caseId: row.id, branchId: officeA.id, orderLineId: lines[0]?.id },
      count,
    );
    return { case: row, order, line: lines[0], ...delivered };
  }

  async function call(
    method: InjectOptions['method'],
    url: string,
    payload?: object,
    cookie: string | null = agentCookie,
  ) {
    return app.inject({ method, url, headers: cookie ? portalHeaders(cookie) : csrfHeader, payload });
  }

  async function setMaterialsState(caseId: string, materialsState: MaterialsState) {
    await db.update(cases).set({ materialsState }).where(eq(cases.id, caseId));
  }

  async function materialsOf(caseId: string) {
    return db.select().from(materials).where(eq(materials.caseId, caseId)).orderBy(materials.sortOrder);
  }

  async function caseRow(caseId: string) {
    const [row] = await db.select().from(cases).where(eq(cases.id, caseId));
    return row;
  }

  return {
    ...testApp,
    ...offices,
    agentCookie,
    otherOfficeCookie,
    otherOfficeCase,
    caseWithBatch,
    call,
    setMaterialsState,
    materialsOf,
    caseRow,
  };
}
