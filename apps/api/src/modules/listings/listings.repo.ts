import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { caseListings, listingProfiles } from './listings.table.ts';

const profileColumns = {
  id: listingProfiles.id,
  name: listingProfiles.name,
  country: listingProfiles.country,
  language: listingProfiles.language,
  rules: listingProfiles.rules,
  ruleOrigins: listingProfiles.ruleOrigins,
  sources: listingProfiles.sources,
  updatedAt: listingProfiles.updatedAt,
  updatedByFirstName: users.firstName,
  updatedByLastName: users.lastName,
};
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export function findProfiles(db: Db) {
  return db
    .select(profileColumns)
    .from(listingProfiles)
    .leftJoin(users, eq(users.id, listingProfiles.updatedByUserId))
    .orderBy(asc(listingProfiles.id));
}

export async function findProfile(db: Db, id: string) {
  const [row] = await db
    .select(profileColumns)
    .from(listingProfiles)
    .leftJoin(users, eq(users.id, listingProfiles.updatedByUserId))
    .where(eq(listingProfiles.id, id));
  return row;
}

export async function findProfileForUpdate(db: Db, id: string) {
  const [row] = await db.select().from(listingProfiles).where(eq(listingProfiles.id, id)).for('update');
  return row;
}

export async function updateProfile(
  db: Db,
  id: string,
  values: Pick<
    typeof listingProfiles.$inferInsert,
    'name' | 'rules' | 'ruleOrigins' | 'updatedAt' | 'updatedByUserId'
  >,
) {
  await db.update(listingProfiles).set(values).where(eq(listingProfiles.id, id));
}

export async function findCaseListing(db: Db, caseId: string) {
  const [row] = await db
    .select({
      materialIds: caseListings.materialIds,
      mainMaterialId: caseListings.mainMaterialId,
      captions: caseListings.captions,
      updatedAt: caseListings.updatedAt,
      updatedByFirstName: users.firstName,
      updatedByLastName: users.lastName,
    })
    .from(caseListings)
    .leftJoin(users, eq(users.id, caseListings.updatedByUserId))
    .where(eq(caseListings.caseId, caseId));
  return row;
}

export async function upsertCaseListing(db: Db, values: typeof caseListings.$inferInsert) {
  const { caseId, ...changes } = values;
  await db
    .insert(caseListings)
    .values(values)
    .onConflictDoUpdate({ target: caseListings.caseId, set: changes });
}
