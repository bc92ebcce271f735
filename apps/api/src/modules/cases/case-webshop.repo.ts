import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { cases, contactPersons } from './cases.table.ts';

export type CaseRow = typeof cases.$inferSelect;
export type NewCase = typeof cases.$inferInsert;
export type BranchRow = typeof branches.$inferSelect;
export type NewContactPerson = Omit<typeof contactPersons.$inferInsert, 'id' | 'caseId'>;

export async function findBranch(db: Db, branchId: number): Promise<BranchRow | undefined> {
  const [row] = await db.select().from(branches).where(eq(branches.id, branchId));
  return row;
}

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
  const escaped = prefix.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db
    .select({ reference: cases.reference })
    .from(cases)
    .where(and(eq(cases.branchId, branchId), like(cases.reference, `${escaped}%`)));
  return rows.map((row) => row.reference);
}

export async function insertCase(db: Db, values: NewCase): Promise<CaseRow> {
  const [row] = await db.insert(cases).values(values).returning();
  if (!row) throw new Error('insert returned no case');
  return row;
}

export async function updateCase(
  db: Db,
  caseId: string,
  values: Partial<NewCase>,
): Promise<CaseRow | undefined> {
  const [row] = await db.update(cases).set(values).where(eq(cases.id, caseId)).returning();
  return row;
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
  if (contacts.length) await db.insert(contactPersons).values(contacts.map((row) => ({ ...row, caseId })));
}
