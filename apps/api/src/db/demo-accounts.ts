// The demo accounts and the empty-database check, apart from the seed itself: the hub reads these at every
// start, and the seed's modules (with sharp for the demo pictures) are loaded only when it seeds.
import { count } from 'drizzle-orm';
import { branches } from '../modules/branches/branches.table.ts';
import type { Db } from './client.ts';

export const DEMO_PASSWORD = 'portal123';

export const DEMO_USERS = [
  {
    email: 'admin@demo.test',
    description: 'ADMIN in Copenhagen and Stockholm, approves Copenhagen’s orders',
  },
  { email: 'agent@demo.test', description: 'REGULAR in Copenhagen' },
  { email: 'other@demo.test', description: 'ADMIN in Bergen only' },
  { email: 'support@demo.test', description: 'provider support: roles, departments, impersonation' },
  { email: 'coordinator@demo.test', description: 'provider coordinator: every order, visits, deliveries' },
  { email: 'photographer@demo.test', description: 'provider photographer: the visits' },
  { email: 'editor@demo.test', description: 'provider editor: delivers pictures and texts' },
] as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(branches);
  return (row?.value ?? 0) === 0;
}
