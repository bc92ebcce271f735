import type { CaseSearchBody, CaseSortOrder, MaterialsState, OrderStatusWord } from '@portal/contracts';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  like,
  lte,
  ne,
  notInArray,
  type SQL,
  sql,
  type WithSubquery,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike, pageWithTotal } from '../../db/query-helpers.ts';
import { branches } from '../branches/branches.table.ts';
import { cases, contactPersons } from './cases.table.ts';

export type CaseRow = typeof cases.$inferSelect;
export type NewCase = typeof cases.$inferInsert;
export type NewContactPerson = Omit<typeof contactPersons.$inferInsert, 'id' | 'caseId'>;

/** A case with its department. */
export async function findCaseWithBranch(db: Db, caseId: string) {
  const [row] = await db
    .select({ case: cases, branch: branches })
    .from(cases)
    .innerJoin(branches, eq(branches.id, cases.branchId))
    .where(eq(cases.id, caseId));
  return row;
}

export async function findCaseByReference(db: Db, branchId: number, reference: string) {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.branchId, branchId), eq(cases.reference, reference)));
  return row;
}

/** The department's case at exactly this address (street, number, floor, door and postal code). */
export async function findCaseByAddress(db: Db, branchId: number, address: AddressParts) {
  const same = (column: typeof cases.buildingFloor | typeof cases.buildingDoor, value: string | undefined) =>
    value ? sql`lower(${column}) = lower(${value})` : sql`coalesce(${column}, '') = ''`;
  const [row] = await db
    .select()
    .from(cases)
    .where(
      and(
        eq(cases.branchId, branchId),
        sql`lower(${cases.street}) = lower(${address.street})`,
        sql`lower(${cases.buildingNumber}) = lower(${address.buildingNumber})`,
        same(cases.buildingFloor, address.buildingFloor),
        same(cases.buildingDoor, address.buildingDoor),
        eq(cases.zip, address.zip),
      ),
    )
    .orderBy(desc(cases.modifiedDate))
    .limit(1);
  return row;
}

export interface AddressParts {
  street: string;
  buildingNumber: string;
  buildingFloor?: string;
  buildingDoor?: string;
  zip: string;
}

/** References of the department that start with the prefix (the hub's own case numbers). */
export async function findReferencesWithPrefix(db: Db, branchId: number, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ reference: cases.reference })
    .from(cases)
    .where(and(eq(cases.branchId, branchId), like(cases.reference, `${escapeLike(prefix)}%`)));
  return rows.map((row) => row.reference);
}

/** The new case, or undefined when the department's case number is taken (nothing is written then). */
/**
 * Inserts the case (its id chosen by the caller) and its contact persons in one statement, unless its
 * (department, reference) is taken: then nothing is written and the answer is the case that holds the
 * reference, or undefined when that case was committed while this statement ran (its snapshot is older).
 */
export async function insertCaseOrFindReference(
  db: Db,
  values: NewCase & { id: string; reference: string },
  contacts: NewContactPerson[],
): Promise<CaseRow | undefined> {
  const insertedCase = db.$with('inserted_case').as(
    db
      .insert(cases)
      .values(values)
      .onConflictDoNothing({ target: [cases.branchId, cases.reference] })
      .returning(),
  );
  const written: WithSubquery[] = [insertedCase];
  if (contacts.length) {
    // The contacts are inserted only with the case, so a taken reference writes neither.
    const column = (name: keyof typeof contactPersons.$inferInsert) =>
      sql.identifier(contactPersons[name].name);
    written.push(
      db.$with('inserted_contacts', { id: sql<string>`id` }).as(
        sql`insert into ${contactPersons} (${column('caseId')}, ${column('priority')}, ${column('contactType')},
          ${column('name')}, ${column('email')}, ${column('phoneMobile')}, ${column('phoneWork')},
          ${column('phonePrivate')})
        select inserted_case.id, contact.priority, contact.contact_type, contact.name, contact.email,
          contact.phone_mobile, contact.phone_work, contact.phone_private
        from inserted_case cross join jsonb_to_recordset(${JSON.stringify(contacts.map(contactJson))}::jsonb)
          as contact(priority integer, contact_type text, name text, email text, phone_mobile text,
            phone_work text, phone_private text)
        returning ${column('id')}`,
      ),
    );
  }
  // A data-modifying WITH must stay at the top of the statement: the union is a CTE of its own.
  const savedCase = db.$with('saved_case').as((qb) =>
    qb
      .select()
      .from(insertedCase)
      .unionAll(
        qb
          .select()
          .from(cases)
          .where(and(eq(cases.branchId, values.branchId), eq(cases.reference, values.reference))),
      ),
  );
  const [row] = await db
    .with(...written, savedCase)
    .select()
    .from(savedCase);
  return row;
}

/** A contact person under the names jsonb_to_recordset reads. */
const contactJson = (contact: NewContactPerson) => ({
  priority: contact.priority,
  contact_type: contact.contactType,
  name: contact.name,
  email: contact.email ?? null,
  phone_mobile: contact.phoneMobile ?? null,
  phone_work: contact.phoneWork ?? null,
  phone_private: contact.phonePrivate ?? null,
});

export async function updateCase(
  db: Db,
  caseId: string,
  values: Partial<NewCase>,
): Promise<CaseRow | undefined> {
  const [row] = await db.update(cases).set(values).where(eq(cases.id, caseId)).returning();
  return row;
}

/** Changes the case unless its material is in one of the states; false when it was (nothing changed). */
export async function updateCaseUnlessIn(
  db: Db,
  caseId: string,
  states: readonly MaterialsState[],
  values: Partial<NewCase>,
): Promise<boolean> {
  const rows = await db
    .update(cases)
    .set(values)
    .where(and(eq(cases.id, caseId), notInArray(cases.materialsState, [...states])))
    .returning({ id: cases.id });
  return rows.length > 0;
}

/** Holds the case row until the transaction ends. */
export async function lockCase(db: Db, caseId: string): Promise<void> {
  await db.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId)).for('update');
}

export async function findContactPersons(db: Db, caseId: string) {
  return db
    .select()
    .from(contactPersons)
    .where(eq(contactPersons.caseId, caseId))
    .orderBy(asc(contactPersons.priority));
}

export async function replaceContactPersons(db: Db, caseId: string, contacts: NewContactPerson[]) {
  await db.delete(contactPersons).where(eq(contactPersons.caseId, caseId));
  await insertContactPersons(db, caseId, contacts);
}

/** The contact persons of a case that has none yet (one just inserted). */
export async function insertContactPersons(db: Db, caseId: string, contacts: NewContactPerson[]) {
  if (contacts.length) await db.insert(contactPersons).values(contacts.map((row) => ({ ...row, caseId })));
}

export interface CaseQuery {
  branchIds: number[];
  skip: number;
  take: number;
  modifiedDateFrom?: string;
  modifiedDateTo?: string;
  deliveredProductCategories?: string[];
  orderStatuses?: OrderStatusWord[];
  searchKey?: string;
  sortOrder: CaseSortOrder;
  sortDirection: NonNullable<CaseSearchBody['sortDirection']>;
  mustHaveOrder?: boolean;
}

/** The same expression as the trigram index `cases_search_trgm_idx`, so the planner can use it. */
const searchText = sql`lower(${cases.addressFull} || ' ' || ${cases.reference})`;

const sortColumns = {
  modifiedDate: cases.modifiedDate,
  reference: cases.reference,
  address: cases.addressFull,
  deliveryDate: cases.latestOrderChangeAt,
} as const;

function whereOf(query: CaseQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(cases.branchId, query.branchIds)];
  if (query.modifiedDateFrom) conditions.push(gte(cases.modifiedDate, new Date(query.modifiedDateFrom)));
  if (query.modifiedDateTo) conditions.push(lte(cases.modifiedDate, new Date(query.modifiedDateTo)));
  if (query.deliveredProductCategories?.length) {
    conditions.push(arrayOverlaps(cases.deliveredProductCategories, query.deliveredProductCategories));
  }
  if (query.orderStatuses?.length) conditions.push(inArray(cases.orderStatus, query.orderStatuses));
  if (query.mustHaveOrder) conditions.push(ne(cases.orderStatus, 'None'));
  if (query.searchKey) {
    conditions.push(sql`${searchText} like ${`%${escapeLike(query.searchKey.toLowerCase())}%`}`);
  }
  return and(...conditions);
}

/**
 * A page of the departments' cases with their contact persons, and the total counted no further than
 * `countCap` (pageWithTotal: the count runs beside the page and its contact persons).
 */
export async function searchCases(db: Db, query: CaseQuery, countCap: number) {
  const where = whereOf(query);
  const column = sortColumns[query.sortOrder];
  const direction = query.sortDirection === 'asc' ? asc : desc;
  const orderBy =
    query.sortOrder === 'deliveryDate'
      ? [sql`${column} ${sql.raw(query.sortDirection)} nulls last`, direction(cases.id)]
      : [direction(column), direction(cases.id)];
  const findPage = async () => {
    const rows = await db
      .select({ case: cases, branchName: branches.name, axCustomerId: branches.axCustomerId })
      .from(cases)
      .innerJoin(branches, eq(branches.id, cases.branchId))
      .where(where)
      .orderBy(...orderBy)
      .limit(query.take)
      .offset(query.skip);
    const contacts = await findContactPersonsOfCases(
      db,
      rows.map((row) => row.case.id),
    );
    return { rows, contacts };
  };
  return pageWithTotal(query, countCap, findPage, async (limit) => {
    const matches = db
      .select({ one: sql`1`.as('one') })
      .from(cases)
      .where(where)
      .limit(limit)
      .as('matches');
    const [row] = await db.select({ value: count() }).from(matches);
    return row?.value ?? 0;
  });
}

export async function findContactPersonsOfCases(db: Db, caseIds: string[]) {
  if (caseIds.length === 0) return [];
  return db.select().from(contactPersons).where(inArray(contactPersons.caseId, caseIds));
}

/**
 * Moves the case's material from one archive state to the next, only while it is still in `from`: of two
 * clicks on "Archive", exactly one wins. False when the state had moved on.
 */
export async function updateMaterialsState(
  db: Db,
  caseId: string,
  from: MaterialsState,
  to: MaterialsState,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(cases)
    .set({ materialsState: to, materialsStateChangedAt: at })
    .where(and(eq(cases.id, caseId), eq(cases.materialsState, from)))
    .returning({ id: cases.id });
  return rows.length > 0;
}
