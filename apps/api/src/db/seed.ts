import type { OrderStatus } from '@portal/contracts';
import { count } from 'drizzle-orm';
import type { Storage } from '../adapters/storage/storage.ts';
import { hashPassword } from '../modules/auth/secrets.ts';
import { branches } from '../modules/branches/branches.table.ts';
import { cases, contactPersons } from '../modules/cases/cases.table.ts';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import { roles, userBranchAccess, users } from '../modules/users/users.table.ts';
import type { Db } from './client.ts';
import { demoNames, demoTowns } from './seed-addresses.ts';
import { seedApiKeys } from './seed-api-keys.ts';
import { seedBookings } from './seed-bookings.ts';
import { seedCampaigns } from './seed-campaigns.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedContent } from './seed-content.ts';
import { seedFeedbackWorkOrder } from './seed-feedback-work.ts';
import { seedDemoMaterials } from './seed-materials.ts';
import { seedNotifications, seedSystemNotices } from './seed-notices.ts';
import { seedProviderStaff } from './seed-provider-staff.ts';
import { seedProviderVisits } from './seed-provider-visits.ts';
import { seedTasks } from './seed-tasks.ts';
import { seedDeliveredTexts } from './seed-texts.ts';

export const DEMO_PASSWORD = 'portal123';

export const DEMO_USERS = [
  { email: 'admin@demo.test', description: 'ADMIN in Copenhagen and Stockholm' },
  { email: 'agent@demo.test', description: 'REGULAR in Copenhagen' },
  { email: 'other@demo.test', description: 'ADMIN in Bergen only' },
  { email: 'support@demo.test', description: 'provider support: roles, departments, impersonation' },
  { email: 'coordinator@demo.test', description: 'provider coordinator: every order, visits, deliveries' },
  { email: 'photographer@demo.test', description: 'provider photographer: the visits' },
  { email: 'editor@demo.test', description: 'provider editor: delivers pictures and texts' },
] as const;

type Country = keyof typeof demoTowns;
type BranchRow = typeof branches.$inferSelect;

/** A small seeded generator, so the same demo data comes out on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll <= 0) return item;
    }
    return items[0]?.[0] as T;
  };
  return {
    next,
    pick,
    weighted,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}
type Random = ReturnType<typeof createRandom>;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(branches);
  return (row?.value ?? 0) === 0;
}

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
  const floorPart = flat
    ? country === 'DK'
      ? `, ${buildingFloor}. ${buildingDoor}`
      : ` lgh ${buildingFloor}0${random.int(1, 4)}`
    : '';
  const category = random.weighted(CATEGORIES);
  const orderStatus = random.weighted(STATUSES);
  const modified = new Date(now - random.int(0, 540) * 86_400_000 - random.int(0, 86_399) * 1000);
  const delivered = orderStatus === 'Delivered' || orderStatus === 'Invoiced';
  return {
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
    addressFull: `${street} ${buildingNumber}${floorPart}, ${town.zip} ${town.city}`,
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

/** Adds `total` cases, with orders, order lines, tasks and contact persons, spread over the departments. */
export async function seedCases(db: Db, branchRows: BranchRow[], total: number, seed = 42, batchSize = 500) {
  const random = createRandom(seed);
  const taskRandom = createRandom(seed + 1);
  const now = Date.now();
  const [existing] = await db.select({ value: count() }).from(cases);
  let sequence = existing?.value ?? 0;
  for (let done = 0; done < total; done += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, total - done) }, () => {
      sequence += 1;
      return buildCase(random, branchRows[sequence % branchRows.length] as BranchRow, sequence, now);
    });
    await db.transaction(async (tx) => {
      const inserted = await tx.insert(cases).values(batch).returning({
        id: cases.id,
        branchId: cases.branchId,
        orderStatus: cases.orderStatus,
        modifiedDate: cases.modifiedDate,
      });
      const contactRows = inserted.flatMap((row) => {
        const country = branchRows.find((branch) => branch.id === row.branchId)?.countryCode as Country;
        const names = demoNames[country];
        return Array.from({ length: random.int(0, 3) }, (_, index) => {
          const first = random.pick(names.first);
          const last = random.pick(names.last);
          return {
            caseId: row.id,
            priority: index + 1,
            contactType:
              index === 0 ? 'OWNER' : random.pick(['OWNER', 'TENANT', 'LAWYER', 'OTHER', 'REALTOR']),
            name: `${first} ${last}`,
            email: toMailbox(`${first}.${last}@example.com`),
            phoneMobile: `${DIAL[country]} ${random.int(20, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`,
            phoneWork: null,
            phonePrivate:
              random.next() < 0.3
                ? `${DIAL[country]} ${random.int(30, 79)} ${random.int(100, 999)} ${random.int(100, 999)}`
                : null,
          };
        });
      });
      if (contactRows.length) await tx.insert(contactPersons).values(contactRows);
      const ordered = inserted.filter((row) => row.orderStatus !== 'None');
      if (ordered.length === 0) return;
      const orderRows = await tx
        .insert(orders)
        .values(
          ordered.map((row) => ({
            caseId: row.id,
            branchId: row.branchId,
            salesId: `SO-${row.id.slice(0, 8).toUpperCase()}`,
            status: row.orderStatus,
            currency: branchRows.find((branch) => branch.id === row.branchId)?.currency ?? 'DKK',
            totalPrice: String(random.int(25, 120) * 100),
            createdDate: new Date(row.modifiedDate.getTime() - random.int(1, 20) * 86_400_000),
            updatedAt: row.modifiedDate,
          })),
        )
        .returning();
      const lineRows = await tx
        .insert(orderLines)
        .values(
          orderRows.flatMap((order) =>
            Array.from({ length: random.int(1, 3) }, () => {
              const delivered = order.status === 'Delivered' || order.status === 'Invoiced';
              const quantity = random.int(1, 3);
              return {
                orderId: order.id,
                productName: random.pick(PRODUCTS),
                status: order.status.toUpperCase() as OrderStatus,
                orderedQuantity: quantity,
                deliveredQuantity: delivered ? quantity : 0,
                price: String(random.int(5, 40) * 100),
                deliveredAt: delivered ? order.updatedAt : null,
              };
            }),
          ),
        )
        .returning();
      await seedTasks(tx, taskRandom, orderRows, lineRows);
    });
  }
}

/** The demo offices, roles, users and cases that a first start loads. */
export async function seedDemoData(db: Db, options: { cases: number; storage?: Storage }) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const branchRows = await db
    .insert(branches)
    .values([
      {
        axCustomerId: 'DK-10042',
        name: 'Nordbolig København',
        countryCode: 'DK',
        locale: 'da-DK',
        currency: 'DKK',
        endUserInvoicing: true,
        maxImageUploadCount: 60,
        // The office's contact person on the dashboard: the user with the same contact person id.
        contactPersonId: 'CP-1001',
        // Demo branding (docs/product.md): the portal's look for this office and its shared presentations.
        logoUrl: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48"><rect width="48" height="48" rx="10" fill="#0f4c5c"/><path d="M12 34V22l12-9 12 9v12H28v-8h-8v8z" fill="#f4d35e"/><text x="58" y="32" font-family="Arial" font-size="22" font-weight="700" fill="#0f4c5c">Nordbolig</text></svg>')}`,
        primaryColor: '#0f4c5c',
        contrastColor: '#ffffff',
        backgroundColor: '#eef4f5',
        faviconUrl: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="#0f4c5c"/><path d="M12 34V22l12-9 12 9v12H28v-8h-8v8z" fill="#f4d35e"/></svg>')}`,
      },
      {
        axCustomerId: 'SE-20417',
        name: 'Hemma Mäklare Stockholm',
        countryCode: 'SE',
        locale: 'sv-SE',
        currency: 'SEK',
        useUpperCase: true,
        maxImageUploadCount: 80,
        // A light brand colour: the portal darkens it for text and buttons so they stay readable (WCAG AA).
        logoUrl: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48"><circle cx="24" cy="24" r="22" fill="#f2c14e"/><path d="M13 33V21l11-8 11 8v12h-7v-7h-8v7z" fill="#1d1d1b"/><text x="56" y="32" font-family="Arial" font-size="22" font-weight="700" fill="#1d1d1b">Hemma</text></svg>')}`,
        primaryColor: '#f2c14e',
        contrastColor: '#1d1d1b',
        backgroundColor: '#fbf8ef',
      },
      {
        axCustomerId: 'NO-30988',
        name: 'Fjordhus Eiendom Bergen',
        countryCode: 'NO',
        locale: 'nb-NO',
        currency: 'NOK',
        maxImageUploadCount: 60,
        contactPersonId: 'CP-3001',
      },
    ])
    .returning();
  const [copenhagen, stockholm, bergen] = branchRows as [BranchRow, BranchRow, BranchRow];
  const [adminRole, agentRole, supportRole] = await db
    .insert(roles)
    .values([
      { name: 'Administrator', permissions: ['admin', 'users.manage', 'orders.create'] },
      { name: 'Agent', permissions: ['orders.create'] },
      {
        name: 'Provider support',
        permissions: [
          'admin',
          'impersonate',
          'roles.manage',
          'branches.manage',
          'signInLinks.send',
          'texts.deliver',
          'content.manage',
          'orders.fulfil',
        ],
      },
    ])
    .returning();
  if (!adminRole || !agentRole || !supportRole) throw new Error('roles were not created');
  const [admin, agent, other, support] = await db
    .insert(users)
    .values([
      {
        email: 'admin@demo.test',
        firstName: 'Astrid',
        lastName: 'Holm',
        phoneNumber: '+45 31 22 40 18',
        passwordHash,
        roleId: adminRole.id,
        locale: 'da',
        contactPersonId: 'CP-1001',
      },
      {
        email: 'agent@demo.test',
        firstName: 'Mikkel',
        lastName: 'Dahl',
        phoneNumber: '+45 42 18 77 03',
        passwordHash,
        roleId: agentRole.id,
        locale: 'da',
        showPrices: false,
      },
      {
        email: 'other@demo.test',
        firstName: 'Solveig',
        lastName: 'Berg',
        phoneNumber: '+47 912 34 567',
        passwordHash,
        roleId: adminRole.id,
        locale: 'no',
        timezone: 'Europe/Oslo',
        contactPersonId: 'CP-3001',
      },
      {
        // The provider's own staff: no department of their own; roles, departments and impersonation.
        email: 'support@demo.test',
        firstName: 'Sigrid',
        lastName: 'Lund',
        passwordHash,
        roleId: supportRole.id,
        locale: 'en',
      },
    ])
    .returning();
  if (!admin || !agent || !other || !support) throw new Error('users were not created');
  await db.insert(userBranchAccess).values([
    { userId: admin.id, branchId: copenhagen.id, roleId: adminRole.id },
    { userId: admin.id, branchId: stockholm.id, roleId: adminRole.id },
    { userId: agent.id, branchId: copenhagen.id, roleId: agentRole.id },
    { userId: other.id, branchId: bergen.id, roleId: adminRole.id },
  ]);
  const providerStaff = await seedProviderStaff(db, passwordHash);
  await seedCatalogue(db, branchRows);
  await seedCases(db, branchRows, options.cases);
  await seedBookings(db);
  await seedProviderVisits(db, providerStaff.photographer.id);
  await seedDeliveredTexts(db, copenhagen.id, support.id, admin.id);
  await seedContent(db, support.id);
  await seedNotifications(db, copenhagen.id, { agentId: agent.id, adminId: admin.id });
  await seedSystemNotices(db, support.id);
  await seedCampaigns(db, { copenhagen, stockholm }, admin.id);
  await seedApiKeys(db, copenhagen.id, admin.id);
  if (options.storage) {
    await seedDemoMaterials(db, options.storage);
    await seedFeedbackWorkOrder(db, bergen.id, other.id);
  }
}
