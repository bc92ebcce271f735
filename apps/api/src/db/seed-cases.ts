import { randomUUID } from 'node:crypto';
import { formatAddress, type OrderStatus } from '@portal/contracts';
import { count } from 'drizzle-orm';
import type { branches } from '../modules/branches/branches.table.ts';
import { cases, contactPersons } from '../modules/cases/cases.table.ts';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import { tasks } from '../modules/tasks/tasks.table.ts';
import { bulkInsert } from './bulk-load.ts';
import type { Db } from './client.ts';
import { demoNames, demoTowns } from './seed-addresses.ts';
import { createRandom, type Random } from './seed-random.ts';
import { buildTasks } from './seed-tasks.ts';

type Country = keyof typeof demoTowns;
type BranchRow = typeof branches.$inferSelect;
type SeededCase = ReturnType<typeof buildCase>;

const CATEGORIES = [
  ['CASE', 70],
  ['PORTRAIT', 8],
  ['SHOP', 6],
  ['LOCATION', 5],
  ['MATTERPORT', 4],
  ['BEFORE_AFTER', 3],
  ['INTRO_OUTRO', 2],
  ['GROUP', 2],
] as const;
const STATUSES = [
  ['Delivered', 38],
  ['Open', 20],
  ['Invoiced', 15],
  ['None', 14],
  ['Backorder', 5],
  ['Cancelled', 8],
] as const;
const PRODUCTS = [
  'Photography 20 images',
  'Floor plan 2D',
  'Drone photos',
  'Video 60 s',
  '720° panorama',
  'Copywriting',
  'Virtual staging',
];
const PROPERTY_TYPES = ['detachedHouse', 'flat', 'terracedHouse', 'villa', 'holidayCottage', 'summerHouse'];
const PREFIX: Record<Country, string> = { DK: 'NB', SE: 'HM', NO: 'FE' };
const DIAL: Record<Country, string> = { DK: '+45', SE: '+46', NO: '+47' };

const toMailbox = (value: string) =>
  value.toLowerCase().replace(/[æä]/g, 'ae').replace(/[øö]/g, 'o').replace(/å/g, 'aa');

function buildCase(random: Random, branch: BranchRow, sequence: number, now: number) {
  const country = branch.countryCode as Country;
  const town = random.pick(demoTowns[country]);
  const street = random.pick(town.streets);
  const buildingNumber = String(random.int(1, 180));
  const flat = random.next() < 0.4;
  const buildingFloor = flat ? String(random.int(1, 5)) : null;
  const buildingDoor = flat ? random.pick(country === 'DK' ? ['th', 'tv', 'mf'] : ['A', 'B', 'C']) : null;
  const category = random.weighted(CATEGORIES);
  const orderStatus = random.weighted(STATUSES);
  const modified = new Date(now - random.int(0, 540) * 86_400_000 - random.int(0, 86_399) * 1000);
  const delivered = orderStatus === 'Delivered' || orderStatus === 'Invoiced';
  return {
    id: randomUUID(),
    reference: `${PREFIX[country]}-${String(100000 + sequence).padStart(6, '0')}`,
    branchId: branch.id,
    category,
    street,
    buildingNumber,
    buildingFloor,
    buildingDoor,
    zip: town.zip,
    city: town.city,
    cityArea: town.area ?? null,
    addressFull: formatAddress({
      street,
      buildingNumber,
      buildingFloor,
      buildingDoor,
      zip: town.zip,
      city: town.city,
    }),
    materialsState: delivered && random.next() < 0.08 ? ('ARCHIVED' as const) : ('ACTIVE' as const),
    hasMaterials: delivered,
    deliveredProductCategories: delivered ? [category, ...(random.next() < 0.3 ? ['MATTERPORT'] : [])] : [],
    propertyType: category === 'CASE' ? random.pick(PROPERTY_TYPES) : null,
    registeredArea: category === 'CASE' ? random.int(45, 320) : null,
    basementArea: category === 'CASE' && random.next() < 0.3 ? random.int(10, 90) : null,
    storeys: category === 'CASE' ? random.int(1, 3) : null,
    orderStatus,
    latestOrderChangeAt: orderStatus === 'None' ? null : modified,
    createdAt: new Date(modified.getTime() - random.int(1, 60) * 86_400_000),
    modifiedDate: modified,
  };
}

/**
 * The demo sales id of the case with this sequence number: SO- and 8 hex digits, like the ids the portal has
 * always shown. The number goes through an invertible mix of 32 bits (xor-shifts and odd multiplications), so
 * the ids look random and two sequence numbers can never give the same id: unique by construction at any
 * size (8 hex digits of a random uuid collided near a million orders).
 */
export function demoSalesId(sequence: number): string {
  let value = sequence >>> 0;
  value = Math.imul(value ^ (value >>> 16), 0x7feb352d) >>> 0;
  value = Math.imul(value ^ (value >>> 15), 0x846ca68b) >>> 0;
  value = (value ^ (value >>> 16)) >>> 0;
  return `SO-${value.toString(16).toUpperCase().padStart(8, '0')}`;
}

function buildContacts(random: Random, branchOf: Map<number, BranchRow>, batch: SeededCase[]) {
  return batch.flatMap((row) => {
    const country = branchOf.get(row.branchId)?.countryCode as Country;
    const names = demoNames[country];
    return Array.from({ length: random.int(0, 3) }, (_, index) => {
      const first = random.pick(names.first);
      const last = random.pick(names.last);
      return {
        id: randomUUID(),
        caseId: row.id,
        priority: index + 1,
        contactType: index === 0 ? 'OWNER' : random.pick(['OWNER', 'TENANT', 'LAWYER', 'OTHER', 'REALTOR']),
        name: `${first} ${last}`,
        email: toMailbox(`${first}.${last}@example.com`),
        phoneMobile: `${DIAL[country]}${random.int(20, 99)}${random.int(10, 99)}${random.int(10, 99)}${random.int(10, 99)}`,
        phoneWork: null,
        phonePrivate:
          random.next() < 0.3
            ? `${DIAL[country]}${random.int(30, 79)}${random.int(100, 999)}${random.int(100, 999)}`
            : null,
      };
    });
  });
}

function buildOrders(
  random: Random,
  branchOf: Map<number, BranchRow>,
  batch: SeededCase[],
  sequences: number[],
) {
  return batch.flatMap((row, index) =>
    row.orderStatus === 'None'
      ? []
      : [
          {
            id: randomUUID(),
            caseId: row.id,
            branchId: row.branchId,
            salesId: demoSalesId(sequences[index] ?? 0),
            status: row.orderStatus,
            currency: branchOf.get(row.branchId)?.currency ?? 'DKK',
            totalPrice: String(random.int(25, 120) * 100),
            createdDate: new Date(row.modifiedDate.getTime() - random.int(1, 20) * 86_400_000),
            updatedAt: row.modifiedDate,
          },
        ],
  );
}

function buildLines(random: Random, orderRows: ReturnType<typeof buildOrders>) {
  return orderRows.flatMap((order) =>
    Array.from({ length: random.int(1, 3) }, () => {
      const delivered = order.status === 'Delivered' || order.status === 'Invoiced';
      const quantity = random.int(1, 3);
      return {
        id: randomUUID(),
        orderId: order.id,
        productName: random.pick(PRODUCTS),
        status: order.status.toUpperCase() as OrderStatus,
        orderedQuantity: quantity,
        deliveredQuantity: delivered ? quantity : 0,
        price: String(random.int(5, 40) * 100),
        deliveredAt: delivered ? order.updatedAt : null,
      };
    }),
  );
}

/**
 * Adds `total` cases, with orders, order lines, tasks and contact persons, spread over the departments. Each
 * batch is one transaction of one multi-row insert per table (`bulkInsert`), so a million cases load in
 * minutes; the demo's few hundred cases fit in one batch.
 */
export async function seedCases(db: Db, branchRows: BranchRow[], total: number, seed = 42, batchSize = 500) {
  const random = createRandom(seed);
  const taskRandom = createRandom(seed + 1);
  const branchOf = new Map(branchRows.map((branch) => [branch.id, branch]));
  const now = Date.now();
  const [existing] = await db.select({ value: count() }).from(cases);
  let sequence = existing?.value ?? 0;
  for (let done = 0; done < total; done += batchSize) {
    const sequences = Array.from({ length: Math.min(batchSize, total - done) }, () => {
      sequence += 1;
      return sequence;
    });
    const batch = sequences.map((number) =>
      buildCase(random, branchRows[number % branchRows.length] as BranchRow, number, now),
    );
    const contactRows = buildContacts(random, branchOf, batch);
    const orderRows = buildOrders(random, branchOf, batch, sequences);
    const lineRows = buildLines(random, orderRows);
    const taskRows = buildTasks(taskRandom, orderRows, lineRows);
    await db.transaction(async (tx) => {
      await bulkInsert(tx, cases, batch);
      await bulkInsert(tx, contactPersons, contactRows);
      await bulkInsert(tx, orders, orderRows);
      await bulkInsert(tx, orderLines, lineRows);
      await bulkInsert(tx, tasks, taskRows);
    });
  }
}
