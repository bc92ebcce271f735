import type { CampaignStatus } from '@portal/contracts';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { campaigns } from './campaigns.table.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;

const withBranch = {
  campaign: campaigns,
  branchName: branches.name,
  countryCode: branches.countryCode,
  currency: branches.currency,
};
export type CampaignWithBranch = { campaign: CampaignRow } & Omit<
  { [K in keyof typeof withBranch]: string },
  'campaign'
>;

/** Today's date in each department's own time zone, as SQL; departments are few per user. */
function todayOf(todayByBranch: Map<number, string>): SQL {
  const whens = [...todayByBranch].map(([branchId, day]) => sql`when ${branchId} then ${day}::date`);
  return sql`(case ${campaigns.branchId} ${sql.join(whens, sql` `)} end)`;
}

function statusCondition(status: CampaignStatus, today: SQL): SQL {
  if (status === 'PLANNED') return sql`${campaigns.startsOn} > ${today}`;
  if (status === 'ENDED') return sql`${campaigns.endsOn} < ${today}`;
  return sql`${campaigns.startsOn} <= ${today} and ${campaigns.endsOn} >= ${today}`;
}

export interface CampaignQuery {
  /** The departments to list, each with its own today. */
  todayByBranch: Map<number, string>;
  statuses: CampaignStatus[];
  skip: number;
  take: number;
}

/** A page of campaigns: running ones first, then planned, then ended; each group by its start. */
export async function findCampaignPage(db: Db, query: CampaignQuery) {
  const today = todayOf(query.todayByBranch);
  const where = and(
    inArray(campaigns.branchId, [...query.todayByBranch.keys()]),
    query.statuses.length ? or(...query.statuses.map((status) => statusCondition(status, today))) : undefined,
  );
  const rank = sql`case when ${campaigns.endsOn} < ${today} then 2 when ${campaigns.startsOn} > ${today} then 1 else 0 end`;
  const [rows, [total]] = await Promise.all([
    db
      .select(withBranch)
      .from(campaigns)
      .innerJoin(branches, eq(branches.id, campaigns.branchId))
      .where(where)
      .orderBy(
        rank,
        sql`case when ${campaigns.endsOn} < ${today} then ${campaigns.endsOn} end desc`,
        asc(campaigns.startsOn),
        asc(campaigns.name),
        asc(campaigns.id),
      )
      .offset(query.skip)
      .limit(query.take),
    db.select({ value: count() }).from(campaigns).where(where),
  ]);
  return { rows: rows as CampaignWithBranch[], total: total?.value ?? 0 };
}

/** The campaign with its department; `forUpdate` holds it until the transaction ends (an order's budget check). */
export async function findCampaign(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select(withBranch)
    .from(campaigns)
    .innerJoin(branches, eq(branches.id, campaigns.branchId))
    .where(eq(campaigns.id, id));
  const [row] = await (options.forUpdate ? query.for('update', { of: campaigns }) : query);
  return row as CampaignWithBranch | undefined;
}

export async function insertCampaign(db: Db, values: NewCampaign): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning();
  if (!row) throw new Error('campaign not inserted');
  return row;
}

export async function updateCampaign(db: Db, id: string, values: Partial<NewCampaign>) {
  await db.update(campaigns).set(values).where(eq(campaigns.id, id));
}

export async function deleteCampaign(db: Db, id: string) {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}
