import { AsyncLocalStorage } from 'node:async_hooks';

/** The SQL statements sent while a counted piece of work runs, in the order sent. */
const counted = new AsyncLocalStorage<string[]>();

/** Given to the test database: notes a statement when it is sent on behalf of counted work. */
export function noteStatement(text: string): void {
  counted.getStore()?.push(text);
}

/**
 * The statements `work` sends to the database, and only those: the hub's jobs, polling on their own timers,
 * run outside this work's async context and are not counted.
 */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  await counted.run(statements, work);
  return statements;
}
