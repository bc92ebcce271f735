// The cast of the order route tests: office A with a catalogue, office B with its own, and helpers to
// count what an order call leaves behind.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buildCase, buildOffices, buildPackage, buildProduct, signIn } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { branches } from '../branches/branches.table.ts';
import { packageChoices } from '../catalogue/catalogue.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { users } from '../users/users.table.ts';
import { orderLines, orders, orderWatchers } from './orders.table.ts';

export async function buildOrderWorld({ app, db }: Pick<TestApp, 'app' | 'db'>) {
  const offices = await buildOffices(db);
  const { officeA, officeB, adminA, agentA, adminB } = offices;
  await db.update(branches).set({ endUserInvoicing: true }).where(eq(branches.id, officeA.id));
  await db.update(users).set({ locale: 'da' }).where(eq(users.id, agentA.id));
  await db.update(users).set({ locale: 'en' }).where(eq(users.id, adminA.id));

  const a = officeA.id;
  const photography = await buildProduct(db, {
    branchId: a,
    name: 'Photography',
    price: '2500',
    alaCarte: false,
    maxKvmSize: 200,
    taskCategories: ['BOOK_PHOTOGRAPHER', 'UPLOAD_IMAGES'],
  });
  const images15 = await buildProduct(db, { branchId: a, name: '15 images', price: '0', alaCarte: false });
  const images25 = await buildProduct(db, { branchId: a, name: '25 images', price: '800', alaCarte: false });
  const floorplan = await buildProduct(db, {
    branchId: a,
    name: 'Floor plan',
    itemNumber: 'FLOORPLAN',
    price: '900',
    maxOrderAmount: 3,
    taskCategories: ['UPLOAD_IMAGES'],
    config: { style: '2D' },
  });
  const drone = await buildProduct(db, { branchId: a, name: 'Drone', price: '1200', separateOnly: true });
  const inactive = await buildProduct(db, { branchId: a, name: 'Retired', active: false });
  const brokenTasks = await buildProduct(db, { branchId: a, name: 'Broken', taskCategories: ['NOT_A_TASK'] });
  await buildProduct(db, {
    branchId: a,
    name: 'Key pickup',
    itemNumber: 'KEY-PICKUP',
    price: '300',
    alaCarte: false,
  });
  await buildProduct(db, {
    branchId: a,
    name: 'End-user invoicing',
    itemNumber: 'END-USER-FEE',
    price: '150',
    grouping: 'ENDUSERFEE',
    alaCarte: false,
  });
  const basic = await buildPackage(
    db,
    { branchId: a, name: 'Basic', basePrice: '4000' },
    {
      products: [{ productId: photography.id }],
      choices: [{ group: 'images', options: [{ productId: images15.id }, { productId: images25.id }] }],
    },
  );
  const portraitPackage = await buildPackage(db, { branchId: a, name: 'Portrait', grouping: 'PORTRAIT' });
  const productOfB = await buildProduct(db, { branchId: officeB.id, name: 'Norsk foto' });
  const packageOfB = await buildPackage(db, { branchId: officeB.id, name: 'Norsk pakke' });

  const caseA = await buildCase(db, {
    branchId: a,
    street: 'Strandvejen',
    buildingNumber: '12',
    zip: '2900',
    city: 'Hellerup',
    addressFull: 'Strandvejen 12, 2900 Hellerup',
  });
  const caseB = await buildCase(db, { branchId: officeB.id });
  const choiceId = await choiceIdOf(db, basic.id);

  return {
    ...offices,
    catalogue: {
      photography,
      images15,
      images25,
      floorplan,
      drone,
      inactive,
      brokenTasks,
      basic,
      portraitPackage,
    },
    productOfB,
    packageOfB,
    caseA,
    caseB,
    choiceId,
    cookies: {
      agentA: await signIn(app, agentA.email),
      adminA: await signIn(app, adminA.email),
      adminB: await signIn(app, adminB.email),
    },
  };
}

async function choiceIdOf(db: Db, packageId: number): Promise<number> {
  const [row] = await db
    .select({ id: packageChoices.id })
    .from(packageChoices)
    .where(eq(packageChoices.packageId, packageId));
  if (!row) throw new Error('package has no choice');
  return row.id;
}

/** Rows of every table an order call writes, to show that a refused call wrote nothing. */
export async function countOrderRows(db: Db) {
  const [[o], [l], [t], [w]] = await Promise.all([
    db.select({ value: count() }).from(orders),
    db.select({ value: count() }).from(orderLines),
    db.select({ value: count() }).from(tasks),
    db.select({ value: count() }).from(orderWatchers),
  ]);
  return { orders: o?.value, lines: l?.value, tasks: t?.value, watchers: w?.value };
}

/** A new case as the order wizard sends it with its order: Ole Olsen's villa at Søndergade 3 in `branchId`. */
export const newCaseBody = (branchId: number, changes: Record<string, unknown> = {}) => ({
  branchId,
  reference: '',
  orderContacts: [
    { name: 'Ole Olsen', phone: '20 30 40 50', email: 'ole@example.test', contactType: 'OWNER' },
  ],
  address: { street: 'Søndergade', buildingNumber: '3', city: 'Aarhus C', zip: '8000' },
  propertyInfo: { propertyType: 'villa', basementArea: 0, registeredArea: 120, totalStoreys: 1 },
  ...changes,
});
