import type { Db } from '../../db/client.ts';
import { auditLog } from './audit.table.ts';

export async function insertAuditEntry(db: Db, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}
