import type { Db } from '../../db/client.ts';
import { insertAuditEntry } from './audit.repo.ts';

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  ip?: string;
  details?: Record<string, unknown>;
}

/** Who did what to whom; written in the same transaction as the change it describes. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, entry);
}
