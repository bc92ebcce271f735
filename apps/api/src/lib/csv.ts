// The hub's CSV files (a listing export's manifest, a case's rights summary), written one way: what the
// spreadsheet programs offices open them with read right, and what they cannot be tricked into running.

export type CsvCell = string | number | null;

/** A cell a spreadsheet would take for a formula (= + - @, or a tab or carriage return first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: numbers as they are; text whose first character would start a formula gets a leading ', which the
 * spreadsheet shows as text (a file name or a credit someone typed must never run); a field holding a comma,
 * a quote or a line break goes in double quotes with its quotes doubled (RFC 4180).
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/**
 * A whole file: a header row and the rows, comma-separated with Windows line ends and a byte order mark, so
 * the spreadsheet programs read the Nordic letters and the columns right.
 */
export function csvFile(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
