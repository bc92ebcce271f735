import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Storage } from '../adapters/storage/storage.ts';
import type { App } from '../app-types.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../modules/auth/secrets.ts';
import { branches } from '../modules/branches/branches.table.ts';
import { cases, contactPersons } from '../modules/cases/cases.table.ts';
import {
  orderCreationBlacklist,
  packageChoiceOptions,
  packageChoices,
  packageProducts,
  packages,
  products,
} from '../modules/catalogue/catalogue.table.ts';
import { materialBatches, materials } from '../modules/materials/materials.table.ts';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import { tasks } from '../modules/tasks/tasks.table.ts';
import { roles, userBranchAccess, users } from '../modules/users/users.table.ts';
import type { ReceivedMail } from './smtp-sink.ts';
import { csrfHeader, TEST_PASSWORD_COST } from './test-app.ts';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export const TEST_PASSWORD = 'secret123';
let passwordHash: string | undefined;

/** The demo's two department roles: an administrator who manages users, and an agent; both order. */
export async function buildRoles(db: Db) {
  const [admin, regular] = await db
    .insert(roles)
    .values([
      { name: `Administrator ${next()}`, permissions: ['admin', 'users.manage', 'orders.create'] },
      { name: `Agent ${next()}`, permissions: ['orders.create'] },
    ])
    .returning();
  if (!admin || !regular) throw new Error('roles not created');
  return { admin, regular };
}

export async function buildBranch(db: Db, values: Partial<typeof branches.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(branches)
    .values({
      axCustomerId: `AX-${n}`,
      name: `Office ${n}`,
      countryCode: 'DK',
      locale: 'da-DK',
      currency: 'DKK',
      ...values,
    })
    .returning();
  if (!row) throw new Error('branch not created');
  return row;
}

/** A user with a password and access to the given departments (roleId per department). */
export async function buildUser(
  db: Db,
  access: { branchId: number; roleId: number }[],
  values: Partial<typeof users.$inferInsert> = {},
) {
  passwordHash ??= await hashPassword(TEST_PASSWORD, TEST_PASSWORD_COST);
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      email: `user${n}@office.test`,
      firstName: 'Test',
      lastName: `User ${n}`,
      passwordHash,
      ...values,
    })
    .returning();
  if (!row) throw new Error('user not created');
  if (access.length)
    await db.insert(userBranchAccess).values(access.map((entry) => ({ userId: row.id, ...entry })));
  return row;
}

export async function buildCase(db: Db, values: Partial<typeof cases.$inferInsert> & { branchId: number }) {
  const n = next();
  const [row] = await db
    .insert(cases)
    .values({
      reference: `REF-${n}`,
      category: 'CASE',
      street: 'Testvej',
      buildingNumber: String(n),
      zip: '2100',
      city: 'København Ø',
      addressFull: `Testvej ${n}, 2100 København Ø`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('case not created');
  return row;
}

export async function buildContactPerson(
  db: Db,
  values: Partial<typeof contactPersons.$inferInsert> & { caseId: string },
) {
  const [row] = await db
    .insert(contactPersons)
    .values({ priority: 1, contactType: 'OWNER', name: 'Ole Olsen', ...values })
    .returning();
  return row;
}

/**
 * The demo's provider support: impersonates, sees every department, and may do there what an office admin
 * may, so it can act as any office user but not as fulfilment staff.
 */
export const SUPPORT_PERMISSIONS = [
  'impersonate',
  'branches.manage',
  'admin',
  'users.manage',
  'orders.create',
];

/**
 * Provider staff: no department of their own, the given provider permissions (roles.manage,
 * branches.manage...) on their own role. Build the offices first: the admin flag takes the first roles.
 */
export async function buildProviderStaff(db: Db, permissions: string[]) {
  const [role] = await db
    .insert(roles)
    .values({ name: `Provider staff ${next()}`, permissions })
    .returning();
  if (!role) throw new Error('role not created');
  return buildUser(db, [], { roleId: role.id });
}

/** Signs in through the real call and returns the session cookie. */
/** The status a sign-in answers, for tests that prove a password does or does not work. */
export async function signInStatus(app: App, email: string, password = TEST_PASSWORD): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Authentication/sign-in',
    headers: csrfHeader,
    payload: { email, password },
  });
  return response.statusCode;
}

export async function signIn(app: App, email: string, password = TEST_PASSWORD, remember = false) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Authentication/sign-in',
    headers: csrfHeader,
    payload: { email, password, remember },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/**
 * The usual cast of a route test: office A with an admin and an agent, office B with its own admin.
 * Users of A must never see or change B's rows.
 */
export async function buildOffices(db: Db) {
  const roleIds = await buildRoles(db);
  const officeA = await buildBranch(db, { name: 'Office A', countryCode: 'DK' });
  const officeB = await buildBranch(db, {
    name: 'Office B',
    countryCode: 'NO',
    locale: 'nb-NO',
    currency: 'NOK',
  });
  const adminA = await buildUser(db, [{ branchId: officeA.id, roleId: roleIds.admin.id }], {
    roleId: roleIds.admin.id,
  });
  const agentA = await buildUser(db, [{ branchId: officeA.id, roleId: roleIds.regular.id }], {
    roleId: roleIds.regular.id,
  });
  const adminB = await buildUser(db, [{ branchId: officeB.id, roleId: roleIds.admin.id }], {
    roleId: roleIds.admin.id,
  });
  return { roles: roleIds, officeA, officeB, adminA, agentA, adminB };
}

/** Mails the SMTP sink received for one address, oldest first. */
export function mailsTo(received: ReceivedMail[], email: string): ReceivedMail[] {
  return received.filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
}

/** The body of PATCH /api/User/id/:id with the user's current profile, plus the given changes. */
export function userPatchBody(user: typeof users.$inferSelect, changes: Record<string, unknown> = {}) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    phoneAlt: user.phoneAlt,
    timezone: user.timezone,
    settings: { showPrices: user.showPrices },
    ...changes,
  };
}

export async function buildProduct(
  db: Db,
  values: Partial<typeof products.$inferInsert> & { branchId: number },
) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({ itemNumber: `ITEM-${n}`, name: `Product ${n}`, price: '100', grouping: 'CASE', ...values })
    .returning();
  if (!row) throw new Error('product not created');
  return row;
}

/** A package with its products (id and quantity) and choices (each option a product or a package). */
export async function buildPackage(
  db: Db,
  values: Partial<typeof packages.$inferInsert> & { branchId: number },
  contents: {
    products?: { productId: number; quantity?: number }[];
    choices?: { group: string; options: { productId?: number; optionPackageId?: number }[] }[];
  } = {},
) {
  const n = next();
  const [row] = await db
    .insert(packages)
    .values({
      itemNumber: `PKG-${n}`,
      name: `Package ${n}`,
      type: 'GENERIC',
      grouping: 'CASE',
      basePrice: '1000',
      ...values,
    })
    .returning();
  if (!row) throw new Error('package not created');
  if (contents.products?.length) {
    await db
      .insert(packageProducts)
      .values(contents.products.map((item) => ({ packageId: row.id, ...item })));
  }
  for (const [sortOrder, choice] of (contents.choices ?? []).entries()) {
    const [created] = await db
      .insert(packageChoices)
      .values({ packageId: row.id, group: choice.group, sortOrder })
      .returning();
    if (!created) throw new Error('package choice not created');
    if (choice.options.length) {
      await db
        .insert(packageChoiceOptions)
        .values(choice.options.map((option) => ({ choiceId: created.id, ...option })));
    }
  }
  return row;
}

/** An order written straight to the table (for reads); real orders come from POST /api/orders/new/webshop. */
export async function buildOrder(
  db: Db,
  values: Partial<typeof orders.$inferInsert> & { caseId: string; branchId: number },
  lines: Partial<typeof orderLines.$inferInsert>[] = [],
) {
  const n = next();
  const [row] = await db
    .insert(orders)
    .values({ salesId: `SO-T${String(n).padStart(7, '0')}`, status: 'Open', currency: 'DKK', ...values })
    .returning();
  if (!row) throw new Error('order not created');
  const lineRows = lines.length
    ? await db
        .insert(orderLines)
        .values(
          lines.map((line) => ({
            orderId: row.id,
            productName: 'Photography',
            status: 'OPEN' as const,
            orderedQuantity: 1,
            ...line,
          })),
        )
        .returning()
    : [];
  return { order: row, lines: lineRows };
}

/** Puts a department on the order-creation blacklist. */
export async function blacklistBranchForOrders(db: Db, branchId: number) {
  await db.insert(orderCreationBlacklist).values({ branchId, reason: 'test' });
}

/** A task written straight to the table; real tasks come from ordering a product with task categories. */
export async function buildTask(
  db: Db,
  values: Partial<typeof tasks.$inferInsert> & { branchId: number; caseId: string; orderId: string },
) {
  const [row] = await db
    .insert(tasks)
    .values({ type: 'UPLOAD_IMAGES', status: 'Open', productName: 'Photography', ...values })
    .returning();
  if (!row) throw new Error('task not created');
  return row;
}

/**
 * A delivered picture of a case: a real JPEG of the given size in storage (so image work such as combining
 * has pixels to work on) and its material row.
 */
export async function buildPicture(
  db: Db,
  storage: Storage,
  values: Partial<typeof materials.$inferInsert> & { caseId: string; branchId: number },
  size: { width: number; height: number } = { width: 600, height: 400 },
) {
  const n = next();
  const id = randomUUID();
  const storageKey = `cases/${values.caseId}/${id}.jpg`;
  const image = await sharp({
    create: { ...size, channels: 3, background: { r: (n * 47) % 256, g: (n * 91) % 256, b: (n * 13) % 256 } },
  })
    .jpeg()
    .toBuffer();
  const stored = await storage.write(storageKey, image, 'image/jpeg');
  const [row] = await db
    .insert(materials)
    .values({
      id,
      type: 'Picture',
      name: `picture-${n}.jpg`,
      storageKey,
      contentType: 'image/jpeg',
      size: stored.size,
      width: size.width,
      height: size.height,
      sortOrder: n,
      ...values,
    })
    .returning();
  if (!row) throw new Error('material not created');
  return row;
}

/**
 * A delivery of `count` pictures to a case, as one batch of an order line (the case then has material), the
 * way a finished upload task leaves it.
 */
export async function buildBatch(
  db: Db,
  storage: Storage,
  values: { caseId: string; branchId: number; orderLineId?: string },
  count: number,
) {
  const [batch] = await db
    .insert(materialBatches)
    .values({ caseId: values.caseId, orderLineId: values.orderLineId ?? null })
    .returning();
  if (!batch) throw new Error('batch not created');
  const pictures = [];
  for (let index = 0; index < count; index += 1) {
    pictures.push(await buildPicture(db, storage, { ...values, batchId: batch.id }));
  }
  await db.update(cases).set({ hasMaterials: true }).where(eq(cases.id, values.caseId));
  return { batch, pictures };
}
