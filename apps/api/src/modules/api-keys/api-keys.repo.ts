import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { apiKeys } from './api-keys.table.ts';

export type StoredApiKey = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<StoredApiKey> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('api key not inserted');
  return row;
}

const withMaker = (db: Db) =>
  db
    .select({ key: apiKeys, firstName: users.firstName, lastName: users.lastName })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId));

export type ApiKeyWithMaker = Awaited<ReturnType<typeof withMaker>>[number];

/** A department's keys with the name of whoever made each, newest first. */
export function findApiKeysOfBranch(db: Db, branchId: number): Promise<ApiKeyWithMaker[]> {
  return withMaker(db).where(eq(apiKeys.branchId, branchId)).orderBy(desc(apiKeys.createdAt));
}

export async function findApiKeyWithMaker(db: Db, id: string): Promise<ApiKeyWithMaker | undefined> {
  const [row] = await withMaker(db).where(eq(apiKeys.id, id));
  return row;
}

export async function findApiKey(db: Db, id: string): Promise<StoredApiKey | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

export async function findApiKeyBySecretHash(db: Db, secretHash: string): Promise<StoredApiKey | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.secretHash, secretHash));
  return row;
}

/** Revokes a key that is not revoked yet; undefined when it already was. */
export async function revokeApiKey(db: Db, id: string, at: Date): Promise<StoredApiKey | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

export async function touchApiKey(db: Db, id: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
}
