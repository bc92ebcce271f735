import { DEFAULT_RETENTION_MONTHS, ENDED_ORDER_STATUSES } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { orders } from '../orders/orders.table.ts';
import { branchRetention, privacyLedger } from './privacy.table.ts';

export type RetentionRow = typeof branchRetention.$inferSelect;
export type NewLedgerRow = typeof privacyLedger.$inferInsert;

export async function findRetention(db: Db, branchId: number): Promise<RetentionRow | undefined> {
  const [row] = await db.select().from(branchRetention).where(eq(branchRetention.branchId, branchId));
  return row;
}

export async function saveRetention(
  db: Db,
  values: typeof branchRetention.$inferInsert,
): Promise<RetentionRow> {
  const [row] = await db
    .insert(branchRetention)
    .values(values)
    .onConflictDoUpdate({ target: branchRetention.branchId, set: values })
    .returning();
  if (!row) throw new Error('retention not saved');
  return row;
}

/**
 * Takes the lock on `key` until the transaction ends, unless another transaction holds it: false then, at
 * once, so a second hub process running the same job leaves the work to the first.
 */
export async function tryLockUntilCommit(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(hashtext(${key}))` })
    .from(sql`(values (1)) as one (value)`);
  return row?.locked === true;
}

/**
 * When the case last changed: itself or any of its orders (an order's status change touches both). In
 * milliseconds, as the ledger stores it through JavaScript, so the two compare exactly.
 */
const lastChange = sql<Date>`date_trunc('milliseconds', greatest(${cases.modifiedDate}, coalesce(max(${orders.updatedAt}), ${cases.modifiedDate})))`;
const retentionMonths = sql<number>`coalesce(${branchRetention.personalDataMonths}, ${DEFAULT_RETENTION_MONTHS})`;
const endedStatuses = sql.join(
  ENDED_ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

export interface CasePastRetention {
  caseId: string;
  branchId: number;
  retentionMonths: number;
  activityUntil: Date;
}

/**
 * Cases whose orders have all ended (or that have none) and that last changed longer ago than their
 * department's period, not yet anonymised for that last change; the longest-waiting first. With `caseId`,
 * that case if it still is one.
 */
export async function findCasesPastRetention(
  db: Db,
  now: Date,
  options: { limit: number; caseId?: string },
): Promise<CasePastRetention[]> {
  const rows = await db
    .select({
      caseId: cases.id,
      branchId: cases.branchId,
      retentionMonths: retentionMonths.mapWith(Number),
      activityUntil: lastChange.mapWith(cases.modifiedDate),
    })
    .from(cases)
    .leftJoin(orders, eq(orders.caseId, cases.id))
    .leftJoin(branchRetention, eq(branchRetention.branchId, cases.branchId))
    .where(options.caseId ? eq(cases.id, options.caseId) : undefined)
    .groupBy(cases.id, branchRetention.personalDataMonths)
    .having(
      and(
        sql`coalesce(bool_and(${orders.status} in (${endedStatuses})), true)`,
        sql`${lastChange} < ${now.toISOString()}::timestamptz - make_interval(months => ${retentionMonths}::int)`,
        sql`not exists (
          select 1 from ${privacyLedger}
          where ${privacyLedger.caseId} = ${cases.id}
            and ${privacyLedger.rule} = 'retention'
            and ${privacyLedger.activityUntil} >= ${lastChange}
        )`,
      ),
    )
    .orderBy(asc(lastChange), asc(cases.id))
    .limit(options.limit);
  return rows;
}

export async function insertLedgerRow(db: Db, values: NewLedgerRow): Promise<string> {
  const [row] = await db.insert(privacyLedger).values(values).returning({ id: privacyLedger.id });
  if (!row) throw new Error('ledger row not written');
  return row.id;
}

const withBranch = { entry: privacyLedger, branchName: branches.name };
export type LedgerRowWithBranch = { entry: typeof privacyLedger.$inferSelect; branchName: string };

/** A page of the departments' ledger, newest first. */
export async function findLedgerPage(db: Db, branchIds: number[], page: { skip: number; take: number }) {
  const where: SQL | undefined = inArray(privacyLedger.branchId, branchIds);
  const [rows, [total]] = await Promise.all([
    db
      .select(withBranch)
      .from(privacyLedger)
      .innerJoin(branches, eq(branches.id, privacyLedger.branchId))
      .where(where)
      .orderBy(desc(privacyLedger.at), desc(privacyLedger.id))
      .offset(page.skip)
      .limit(page.take),
    db.select({ value: count() }).from(privacyLedger).where(where),
  ]);
  return { rows: rows as LedgerRowWithBranch[], total: total?.value ?? 0 };
}

export async function findLedgerRows(db: Db, ids: string[]): Promise<LedgerRowWithBranch[]> {
  if (ids.length === 0) return [];
  return db
    .select(withBranch)
    .from(privacyLedger)
    .innerJoin(branches, eq(branches.id, privacyLedger.branchId))
    .where(inArray(privacyLedger.id, ids))
    .orderBy(asc(privacyLedger.caseReference));
}
