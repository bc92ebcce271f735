import type { Budget, BudgetOrder, Locale } from '@portal/contracts';

/** The texts of the file, in the reader's language. */
export interface BudgetCsvTexts {
  part: { spent: string; committed: string };
  columns: [string, string, string, string, string, string, string];
  status: (order: BudgetOrder) => string;
  total: { budget: string; spent: string; committed: string; left: string };
}

/**
 * Excel opens a CSV file in the list and decimal separators of its language: in Danish, Swedish and
 * Norwegian a semicolon and a decimal comma, in English a comma and a decimal point.
 */
const FORMAT: Record<Locale, { separator: string; decimal: string }> = {
  en: { separator: ',', decimal: '.' },
  da: { separator: ';', decimal: ',' },
  sv: { separator: ';', decimal: ',' },
  no: { separator: ';', decimal: ',' },
};

const quoted = (value: string, separator: string) =>
  /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replaceAll('"', '""')}"` : value;

/**
 * The budget view as a CSV file: one row per order behind spent and committed, then the month's totals, in
 * the numbers the view shows. A byte order mark tells Excel the file is UTF-8, so æ, ø and å survive.
 */
export function budgetCsv(
  budget: Budget,
  locale: Locale,
  texts: BudgetCsvTexts,
  day: (iso: string) => string,
) {
  const { separator, decimal } = FORMAT[locale];
  const amount = (value: number | null) => (value === null ? '' : value.toFixed(2).replace('.', decimal));
  const row = (cells: string[]) => cells.map((cell) => quoted(cell, separator)).join(separator);
  const orders = (part: string, list: BudgetOrder[]) =>
    list.map((order) =>
      row([
        part,
        order.salesId,
        order.address,
        order.orderer ?? '',
        texts.status(order),
        day(order.placedAt),
        amount(order.amount),
      ]),
    );
  const lines = [
    row(texts.columns),
    ...orders(texts.part.spent, budget.spent.orders),
    ...orders(texts.part.committed, budget.committed.orders),
    '',
    row([texts.total.budget, amount(budget.monthlyBudget)]),
    row([texts.total.spent, amount(budget.spent.amount)]),
    row([texts.total.committed, amount(budget.committed.amount)]),
    row([texts.total.left, amount(budget.left)]),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
