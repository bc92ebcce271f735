import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseDocuments, caseLinks } from './case-documents.table.ts';

export type CaseDocumentRow = typeof caseDocuments.$inferSelect;
export type NewCaseDocument = Omit<typeof caseDocuments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CaseLinkRow = typeof caseLinks.$inferSelect;

export async function listDocuments(db: Db, caseId: string): Promise<CaseDocumentRow[]> {
  return db
    .select()
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, caseId))
    .orderBy(asc(caseDocuments.type));
}

export async function findDocumentsOfTypes(
  db: Db,
  caseId: string,
  types: string[],
): Promise<CaseDocumentRow[]> {
  return db
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.caseId, caseId), inArray(caseDocuments.type, types)));
}

/** One row per case and type: saving a type the case has replaces that row's file and title. */
export async function upsertDocument(db: Db, values: NewCaseDocument, now: Date): Promise<CaseDocumentRow> {
  const [row] = await db
    .insert(caseDocuments)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [caseDocuments.caseId, caseDocuments.type],
      set: {
        title: values.title,
        storageKey: values.storageKey,
        fileName: values.fileName,
        contentType: values.contentType,
        size: values.size,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('document not saved');
  return row;
}

export async function listLinks(db: Db, caseId: string): Promise<CaseLinkRow[]> {
  return db.select().from(caseLinks).where(eq(caseLinks.caseId, caseId)).orderBy(asc(caseLinks.createdAt));
}

export async function insertLink(db: Db, values: { caseId: string; title: string; url: string; now: Date }) {
  const [row] = await db
    .insert(caseLinks)
    .values({ caseId: values.caseId, title: values.title, url: values.url, createdAt: values.now })
    .returning();
  if (!row) throw new Error('link not saved');
  return row;
}

/** Removes the case's documents among `ids`; answers their files, to be removed once the removal commits. */
export async function deleteDocuments(db: Db, caseId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .delete(caseDocuments)
    .where(and(eq(caseDocuments.caseId, caseId), inArray(caseDocuments.id, ids)))
    .returning({ storageKey: caseDocuments.storageKey });
}

export async function deleteLinks(db: Db, caseId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .delete(caseLinks)
    .where(and(eq(caseLinks.caseId, caseId), inArray(caseLinks.id, ids)))
    .returning({ id: caseLinks.id });
}
