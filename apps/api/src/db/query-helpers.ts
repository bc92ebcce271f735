// Small helpers for the repos' queries and for the services that retry them.

/** Escapes the wildcards of LIKE (`%`, `_` and the escape character itself), so text is matched as typed. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Whether PostgreSQL refused a write for a unique index (23505), also when a driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  const value = error as { code?: string; cause?: unknown } | null;
  return value?.code === '23505' || (value?.cause !== undefined && isUniqueViolation(value.cause));
}
