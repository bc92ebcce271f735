import { API_KEY_PREFIX } from '@portal/contracts';
import { apiKeys } from '../modules/api-keys/api-keys.table.ts';
import { createRandomToken, hashToken } from '../modules/auth/secrets.ts';
import type { Db } from './client.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Copenhagen's API keys as an office that has connected its case system would have them: one in daily use,
 * one revoked when the old website was retired. Their keys are random and never shown, as real ones.
 */
export async function seedApiKeys(db: Db, copenhagenId: number, adminId: string, now = new Date()) {
  const key = () => {
    const secret = `${API_KEY_PREFIX}${createRandomToken()}`;
    return { secretHash: hashToken(secret), hint: secret.slice(0, API_KEY_PREFIX.length + 6) };
  };
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  await db.insert(apiKeys).values([
    {
      branchId: copenhagenId,
      name: 'Sagssystem',
      scopes: ['cases.read', 'orders.create'],
      createdByUserId: adminId,
      createdAt: ago(24 * 40),
      lastUsedAt: ago(2),
      ...key(),
    },
    {
      branchId: copenhagenId,
      name: 'Gammel hjemmeside',
      scopes: ['cases.read'],
      createdByUserId: adminId,
      createdAt: ago(24 * 200),
      lastUsedAt: ago(24 * 31),
      revokedAt: ago(24 * 30),
      ...key(),
    },
  ]);
}
