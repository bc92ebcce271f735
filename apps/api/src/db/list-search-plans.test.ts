// The case and task searches use their indexes: a ceiling that catches a query rewritten so that no index
// can serve it (on a million cases that is a read of every row), timing nothing. Each statement the hub sends
// for a search is explained with sequential scans priced out (`enable_seqscan = off`), so the planner shows a
// sequential scan only where no index can answer, whatever the size of the test's tables. A rare case number
// must be found through the trigram index: a search expression that no longer matches the index's own
// (cases.table.ts) leaves only the department's index and a filter on every one of its cases.
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases } from '../modules/cases/cases.table.ts';
import { tasks } from '../modules/tasks/tasks.table.ts';
import { buildCase, buildOffices, buildOrder, signIn } from '../test/factories.ts';
import { type SentStatement, sentStatementsOf } from '../test/statement-count.ts';
import { createTestApp, portalHeaders } from '../test/test-app.ts';
import type { Db } from './client.ts';

const CASES = 3000;

/** The statement with its values in place, as Drizzle sends them, for EXPLAIN. */
function withValues({ text, params }: SentStatement): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1]))),
  );
}

/** The plan of each statement, with sequential scans priced out. */
async function plansOf(db: Db, statements: SentStatement[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const plans: string[] = [];
    for (const statement of statements) {
      const result = await tx.execute(sql`explain ${withValues(statement)}`);
      const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans;
  });
}

describe('the case and task searches use their indexes', async () => {
  const { app, db } = await createTestApp();
  const { officeA, agentA } = await buildOffices(db);
  const cookie = await signIn(app, agentA.email);
  const first = await buildCase(db, { branchId: officeA.id, reference: 'KBH-0000' });
  const { order } = await buildOrder(db, { caseId: first.id, branchId: officeA.id, salesId: 'SO-0000001' });
  // Every third address on a "vej", as in Copenhagen, and one case number unlike the others; a task per case.
  const rows = await db
    .insert(cases)
    .values(
      Array.from({ length: CASES }, (_, n) => ({
        branchId: officeA.id,
        reference: `SAG-${n}`,
        category: 'CASE',
        street: n % 3 ? 'Nørrebrogade' : 'Strandvejen',
        buildingNumber: String(n),
        zip: '2200',
        city: 'København N',
        addressFull: `${n % 3 ? 'Nørrebrogade' : 'Strandvejen'} ${n}, 2200 København N`,
      })),
    )
    .returning({ id: cases.id });
  await db.insert(tasks).values(
    [first, ...rows].map((row) => ({
      branchId: officeA.id,
      caseId: row.id,
      orderId: order.id,
      type: 'UPLOAD_IMAGES',
      productName: 'Photography',
    })),
  );
  await db.execute(sql`vacuum analyze cases`);
  await db.execute(sql`vacuum analyze tasks`);

  /** The statements of one search that read the list's own rows (not the session's). */
  async function searchStatements(url: string, body: object): Promise<SentStatement[]> {
    let statusCode = 0;
    const sent = await sentStatementsOf(async () => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: portalHeaders(cookie),
        payload: body,
      });
      statusCode = response.statusCode;
    });
    expect(statusCode).toBe(200);
    return sent.filter((statement) => /from "(cases|tasks)"/.test(statement.text));
  }

  const searches = [
    { name: 'the case list, a common word', url: '/api/Cases/Search', body: { searchKey: 'vej' } },
    { name: 'the case list, a case number', url: '/api/Cases/Search', body: { searchKey: 'KBH-0000' } },
    { name: 'the task list, a common word', url: '/api/orders/tasks/search', body: { searchString: 'vej' } },
    {
      name: 'the task list, a case number',
      url: '/api/orders/tasks/search',
      body: { searchString: 'KBH-0000' },
    },
  ];

  it.each(searches)(
    '$name: no sequential scan of cases or tasks in the page or its count',
    async (search) => {
      const statements = await searchStatements(search.url, search.body);
      // The page and its count.
      expect(statements.length).toBeGreaterThanOrEqual(2);
      for (const plan of await plansOf(db, statements)) {
        expect(plan).not.toMatch(/Seq Scan on (cases|tasks)\b/);
      }
    },
  );

  it.each(searches.filter((search) => search.name.endsWith('case number')))(
    '$name: found through the trigram index of the case search',
    async (search) => {
      const plans = await plansOf(db, await searchStatements(search.url, search.body));
      expect(plans.join('\n')).toContain('cases_search_trgm_idx');
    },
  );
});
