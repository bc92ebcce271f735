// The statements the hub sends for one search of the case or task list, with their values: the bench's bare
// reference server replays them, so both servers run the same SQL. They are taken from the hub's own search
// services run once against the database, so a change to the hub's queries changes the reference's too.
import { CaseSearchBody, TaskSearchBody } from '@portal/contracts';
import pino from 'pino';
import type { Actor } from '../apps/api/src/actor.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import type { AppDeps } from '../apps/api/src/deps.ts';
import { searchCases } from '../apps/api/src/modules/cases/cases.service.ts';
import { searchTasks } from '../apps/api/src/modules/tasks/tasks.service.ts';

export type SearchList = 'cases' | 'tasks';

export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * Runs each search as the hub does for a user with access to `branchIds` (and the hub's count cap), and
 * answers every search's statements in the order they were sent, under the same keys as `searches`.
 */
export async function statementsOfSearches(
  databaseUrl: string,
  branchIds: number[],
  searches: { list: SearchList; body: object }[],
  listCountCap?: number,
): Promise<Statement[][]> {
  let sent: Statement[] = [];
  const database = await openDatabase({
    databaseUrl,
    onStatement: (text, params) => sent.push({ text, params }),
  });
  // The search services read only the database and the count cap of their dependencies.
  const deps = { db: database.db, listCountCap } as AppDeps;
  const actor: Actor = {
    userId: 'bench',
    actingUserId: 'bench',
    impersonating: false,
    sessionId: 'bench',
    access: new Map(branchIds.map((id) => [id, false])),
    branchPermissions: new Map(),
    permissions: new Set(),
    seesPrices: false,
    ip: '127.0.0.1',
    logger: pino({ level: 'silent' }),
  };
  const statements: Statement[][] = [];
  try {
    for (const { list, body } of searches) {
      sent = [];
      if (list === 'cases') await searchCases(deps, actor, CaseSearchBody.parse(body));
      else await searchTasks(deps, actor, TaskSearchBody.parse(body));
      statements.push(sent);
    }
  } finally {
    await database.close();
  }
  return statements;
}
