import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  max,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { materials } from './materials.table.ts';

export type MaterialRow = typeof materials.$inferSelect;
export type NewMaterial = typeof materials.$inferInsert;
export type StoredKeys = Pick<MaterialRow, 'storageKey' | 'previewKey' | 'thumbnailKey'>;

const isMaterialOfCase = (caseId: string) => and(eq(materials.caseId, caseId), isNull(materials.deletedAt));

/** The office's order of a case's material; ties (equal sort orders) fall back to age, then id. */
const inCaseOrder = [asc(materials.sortOrder), asc(materials.createdAt), asc(materials.id)];

/**
 * The case's material that is not removed (only the active part, or only what was delivered to one order
 * line, when asked), in the office's order.
 */
export async function findMaterialsOfCase(
  db: Db,
  caseId: string,
  options: { activeOnly?: boolean; orderLineId?: string } = {},
): Promise<MaterialRow[]> {
  return db
    .select()
    .from(materials)
    .where(
      and(
        isMaterialOfCase(caseId),
        options.activeOnly ? eq(materials.active, true) : undefined,
        options.orderLineId ? eq(materials.orderLineId, options.orderLineId) : undefined,
      ),
    )
    .orderBy(...inCaseOrder);
}

/** Those of `ids` that are material of the case, in the office's order; the others are simply missing. */
export async function findMaterialsByIds(db: Db, caseId: string, ids: string[]): Promise<MaterialRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(materials)
    .where(and(isMaterialOfCase(caseId), inArray(materials.id, ids)))
    .orderBy(...inCaseOrder);
}

export async function findMaterialById(db: Db, id: string): Promise<MaterialRow | undefined> {
  const [row] = await db.select().from(materials).where(eq(materials.id, id));
  return row;
}

/** The case's delivered pictures (active, not removed, with a stored file), among `ids` when given. */
function isDeliveredPictureOf(caseId: string, ids?: string[]) {
  return and(
    isMaterialOfCase(caseId),
    eq(materials.type, 'Picture'),
    eq(materials.active, true),
    isNotNull(materials.storageKey),
    ids ? inArray(materials.id, ids) : undefined,
  );
}

export async function findDeliveredPictures(db: Db, caseId: string, ids?: string[]): Promise<MaterialRow[]> {
  if (ids?.length === 0) return [];
  return db
    .select()
    .from(materials)
    .where(isDeliveredPictureOf(caseId, ids))
    .orderBy(...inCaseOrder);
}

/** How many delivered pictures the case has, and how many of them are taller than wide. */
export async function countDeliveredPictures(db: Db, caseId: string) {
  const [row] = await db
    .select({
      total: count(),
      vertical: sql<number>`count(*) filter (where ${materials.height} > ${materials.width})`.mapWith(Number),
    })
    .from(materials)
    .where(isDeliveredPictureOf(caseId));
  return { total: row?.total ?? 0, vertical: row?.vertical ?? 0 };
}

/** Active, not removed material per case. */
export async function countActiveMaterials(db: Db, caseIds: string[]): Promise<Map<string, number>> {
  if (caseIds.length === 0) return new Map();
  const rows = await db
    .select({ caseId: materials.caseId, total: count() })
    .from(materials)
    .where(and(inArray(materials.caseId, caseIds), eq(materials.active, true), isNull(materials.deletedAt)))
    .groupBy(materials.caseId);
  return new Map(rows.map((row) => [row.caseId, row.total]));
}

export async function hasMaterials(db: Db, caseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: materials.id })
    .from(materials)
    .where(isMaterialOfCase(caseId))
    .limit(1);
  return row !== undefined;
}

/** The highest sort order of the case's material, removed rows included; null for a case without any. */
export async function findLastSortOrder(db: Db, caseId: string): Promise<number | null> {
  const [row] = await db
    .select({ value: max(materials.sortOrder) })
    .from(materials)
    .where(eq(materials.caseId, caseId));
  return row?.value ?? null;
}

/**
 * The keys among `keys` that material still points at, leaving out the material of `exceptCaseId` when given.
 * Copies and demo cases share files, so a file is removed or moved only when nothing else uses it.
 */
export async function findKeysInUse(
  db: Db,
  keys: string[],
  options: { exceptCaseId?: string } = {},
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const pointsAtKeys = or(
    inArray(materials.storageKey, keys),
    inArray(materials.previewKey, keys),
    inArray(materials.thumbnailKey, keys),
  );
  const rows = await db
    .select({
      storageKey: materials.storageKey,
      previewKey: materials.previewKey,
      thumbnailKey: materials.thumbnailKey,
    })
    .from(materials)
    .where(
      options.exceptCaseId ? and(ne(materials.caseId, options.exceptCaseId), pointsAtKeys) : pointsAtKeys,
    );
  const wanted = new Set(keys);
  return new Set(
    rows
      .flatMap((row) => [row.storageKey, row.previewKey, row.thumbnailKey])
      .filter((key): key is string => key !== null && wanted.has(key)),
  );
}

/** Every stored file of the case, removed material included (an archive moves all of it), by id. */
export async function findStoredFilesOfCase(
  db: Db,
  caseId: string,
): Promise<(StoredKeys & { id: string })[]> {
  return db
    .select({
      id: materials.id,
      storageKey: materials.storageKey,
      previewKey: materials.previewKey,
      thumbnailKey: materials.thumbnailKey,
    })
    .from(materials)
    .where(
      and(
        eq(materials.caseId, caseId),
        or(
          isNotNull(materials.storageKey),
          isNotNull(materials.previewKey),
          isNotNull(materials.thumbnailKey),
        ),
      ),
    )
    .orderBy(materials.id);
}

export async function insertMaterials(db: Db, values: NewMaterial[]): Promise<MaterialRow[]> {
  if (values.length === 0) return [];
  return db.insert(materials).values(values).returning();
}

/** Makes the named material of the case active or inactive; answers the ids it changed. */
export async function setMaterialsActive(db: Db, caseId: string, ids: string[], active: boolean, at: Date) {
  return db
    .update(materials)
    .set({ active, updatedAt: at })
    .where(and(isMaterialOfCase(caseId), inArray(materials.id, ids)))
    .returning({ id: materials.id });
}

/** Gives every named material its position in `ids` (from 0), in one statement. */
/** Gives the case's material among `ids` (not removed) the rights; answers the rows changed. */
export async function updateRights(
  db: Db,
  caseId: string,
  ids: string[],
  rights: Pick<MaterialRow, 'credit' | 'licence' | 'licenceText' | 'expiresOn'>,
  at: Date,
): Promise<MaterialRow[]> {
  return db
    .update(materials)
    .set({ ...rights, updatedAt: at })
    .where(and(isMaterialOfCase(caseId), inArray(materials.id, ids)))
    .returning();
}

export async function updateSortOrder(db: Db, caseId: string, ids: string[], at: Date) {
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    update ${materials} set sort_order = ordered.position - 1, updated_at = ${at}
    from unnest(array[${idList}]::uuid[]) with ordinality as ordered(id, position)
    where ${materials.id} = ordered.id and ${materials.caseId} = ${caseId}`);
}

/** The material delivered to the line (not removed), the given one or else the newest. */
export async function findMaterialOfLine(
  db: Db,
  orderLineId: string,
  materialId?: string,
): Promise<MaterialRow | undefined> {
  const [row] = await db
    .select()
    .from(materials)
    .where(
      and(
        eq(materials.orderLineId, orderLineId),
        isNull(materials.deletedAt),
        materialId ? eq(materials.id, materialId) : undefined,
      ),
    )
    .orderBy(desc(materials.createdAt), desc(materials.sortOrder))
    .limit(1);
  return row;
}

export async function updateCloudScannerLinks(
  db: Db,
  id: string,
  links: MaterialRow['cloudScannerLinks'],
  at: Date,
) {
  await db.update(materials).set({ cloudScannerLinks: links, updatedAt: at }).where(eq(materials.id, id));
}

export async function markPicturesSelected(db: Db, ids: string[], at: Date) {
  if (ids.length === 0) return [];
  return db
    .update(materials)
    .set({ isSelected: true, updatedAt: at })
    .where(inArray(materials.id, ids))
    .returning({ id: materials.id });
}

/** Stores where a material's files are now; false when the material was removed meanwhile. */
export async function updateStoredKeys(db: Db, id: string, keys: Partial<StoredKeys>): Promise<boolean> {
  const rows = await db
    .update(materials)
    .set(keys)
    .where(eq(materials.id, id))
    .returning({ id: materials.id });
  return rows.length > 0;
}

async function deleteMaterials(db: Db, where: SQL | undefined): Promise<StoredKeys[]> {
  return db.delete(materials).where(where).returning({
    storageKey: materials.storageKey,
    previewKey: materials.previewKey,
    thumbnailKey: materials.thumbnailKey,
  });
}

/** Removes material rows for good; answers their files so the caller can remove what nobody else uses. */
export function deleteMaterialsOfBatch(db: Db, caseId: string, batchId: string) {
  return deleteMaterials(db, and(eq(materials.caseId, caseId), eq(materials.batchId, batchId)));
}

export function deleteMaterialsByIds(db: Db, caseId: string, ids: string[]) {
  return deleteMaterials(db, and(eq(materials.caseId, caseId), inArray(materials.id, ids)));
}
