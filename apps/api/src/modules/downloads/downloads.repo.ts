import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { zipDownloads } from './downloads.table.ts';

export type DownloadRow = typeof zipDownloads.$inferSelect;

export async function insertDownload(db: Db, values: typeof zipDownloads.$inferInsert): Promise<DownloadRow> {
  const [row] = await db.insert(zipDownloads).values(values).returning();
  if (!row) throw new Error('insert returned no download');
  return row;
}

export async function updateDownload(db: Db, id: string, values: Partial<typeof zipDownloads.$inferInsert>) {
  const [row] = await db.update(zipDownloads).set(values).where(eq(zipDownloads.id, id)).returning();
  return row;
}

export async function findDownload(db: Db, id: string): Promise<DownloadRow | undefined> {
  const [row] = await db.select().from(zipDownloads).where(eq(zipDownloads.id, id));
  return row;
}

export async function findDownloadByTokenHash(db: Db, tokenHash: string): Promise<DownloadRow | undefined> {
  const [row] = await db.select().from(zipDownloads).where(eq(zipDownloads.tokenHash, tokenHash));
  return row;
}

/** The user's latest downloads of a case, newest first (the index on case and time serves it). */
export async function findRecentDownloads(db: Db, caseId: string, userId: string, limit: number) {
  return db
    .select()
    .from(zipDownloads)
    .where(and(eq(zipDownloads.caseId, caseId), eq(zipDownloads.userId, userId)))
    .orderBy(desc(zipDownloads.createdAt), desc(zipDownloads.id))
    .limit(limit);
}

/** Packed zips whose mailed link stopped working before `before`; their files can go. */
export async function findExpiredZips(db: Db, before: Date, limit: number) {
  return db
    .select({ id: zipDownloads.id, storageKey: zipDownloads.storageKey })
    .from(zipDownloads)
    .where(and(isNotNull(zipDownloads.storageKey), lt(zipDownloads.expiresAt, before)))
    .limit(limit);
}
