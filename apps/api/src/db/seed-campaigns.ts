import { addDays, localParts, timeZoneOfCountry } from '@portal/contracts';
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { campaigns } from '../modules/campaigns/campaigns.table.ts';
import { orders } from '../modules/orders/orders.table.ts';
import type { Db } from './client.ts';

interface SeedBranch {
  id: number;
  countryCode: string;
}

/** The demo orders a running campaign has taken: recent orders of the department that are not cancelled. */
const ORDERS_UNDER_CAMPAIGN = 4;

/**
 * Campaigns around today (in each office's time zone): in Copenhagen a running one with a few of the
 * office's latest orders under it, a planned one, and an ended one with the delivered orders of its period; in Stockholm a running one with a hard limit and nothing spent
 * yet.
 */
export async function seedCampaigns(
  db: Db,
  offices: { copenhagen: SeedBranch; stockholm: SeedBranch },
  adminId: string,
  now = new Date(),
) {
  const { copenhagen, stockholm } = offices;
  const dayIn = (branch: SeedBranch, offset: number) =>
    addDays(localParts(now, timeZoneOfCountry(branch.countryCode)).day, offset);
  const by = { createdByUserId: adminId, updatedByUserId: adminId };
  const [running, , ended] = await db
    .insert(campaigns)
    .values([
      {
        branchId: copenhagen.id,
        name: 'Villaer ved kysten',
        startsOn: dayIn(copenhagen, -30),
        endsOn: dayIn(copenhagen, 35),
        budget: '40000.00',
        ...by,
      },
      {
        branchId: copenhagen.id,
        name: 'Forårets lejligheder',
        startsOn: dayIn(copenhagen, 20),
        endsOn: dayIn(copenhagen, 80),
        budget: '25000.00',
        hardLimit: true,
        ...by,
      },
      {
        branchId: copenhagen.id,
        name: 'Sommerhuse',
        startsOn: dayIn(copenhagen, -150),
        endsOn: dayIn(copenhagen, -60),
        budget: '30000.00',
        ...by,
      },
      {
        branchId: stockholm.id,
        name: 'Innerstadsvåningar',
        startsOn: dayIn(stockholm, -10),
        endsOn: dayIn(stockholm, 50),
        budget: '60000.00',
        hardLimit: true,
        ...by,
      },
    ])
    .returning();
  if (!running || !ended) throw new Error('campaigns were not created');
  // The ended campaign took the delivered orders placed within its period.
  await db
    .update(orders)
    .set({ campaignId: ended.id })
    .where(
      and(
        eq(orders.branchId, copenhagen.id),
        eq(orders.status, 'Delivered'),
        gte(orders.createdDate, new Date(`${ended.startsOn}T00:00:00Z`)),
        lte(orders.createdDate, new Date(`${ended.endsOn}T23:59:59Z`)),
      ),
    );
  const recent = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.branchId, copenhagen.id), inArray(orders.status, ['Open', 'Delivered'])))
    .orderBy(desc(orders.createdDate))
    .limit(ORDERS_UNDER_CAMPAIGN);
  if (recent.length > 0) {
    await db
      .update(orders)
      .set({ campaignId: running.id })
      .where(
        inArray(
          orders.id,
          recent.map((order) => order.id),
        ),
      );
  }
}
