import { AsyncLocalStorage } from 'node:async_hooks';

/** A statement as it was sent: its text and the values of its parameters. */
export interface SentStatement {
  text: string;
  params: unknown[];
}

/** The SQL statements sent while a counted piece of work runs, in the order sent. */
const counted = new AsyncLocalStorage<SentStatement[]>();

/** Given to the test database: notes a statement when it is sent on behalf of counted work. */
export function noteStatement(text: string, params: unknown[] = []): void {
  counted.getStore()?.push({ text, params });
}

/**
 * The statements `work` sends to the database, with their values, and only those: the hub's jobs, polling on
 * their own timers, run outside this work's async context and are not counted.
 */
export async function sentStatementsOf(work: () => Promise<unknown>): Promise<SentStatement[]> {
  const statements: SentStatement[] = [];
  await counted.run(statements, work);
  return statements;
}

/** The text of each statement `work` sends (sentStatementsOf). */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  return (await sentStatementsOf(work)).map((statement) => statement.text);
}
