import type { Budget, BudgetOrder } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { type BudgetCsvTexts, budgetCsv } from './budget-csv.ts';

const order = (changes: Partial<BudgetOrder>): BudgetOrder => ({
  id: 'o1',
  salesId: 'SO-AAAA1111',
  caseId: 'c1',
  address: 'Strandvejen 12, 2900 Hellerup',
  orderer: 'Ane Agent',
  status: 'Delivered',
  amount: 4000,
  placedAt: '2026-06-02T08:00:00.000Z',
  ...changes,
});

const budget: Budget = {
  branchId: 1,
  month: '2026-06',
  currency: 'DKK',
  monthlyBudget: 20000,
  approvalThreshold: 5000,
  spent: { amount: 4000, orders: [order({})] },
  committed: {
    amount: 5700.5,
    orders: [
      order({
        id: 'o2',
        salesId: 'SO-BBBB2222',
        address: 'Vej "Nord"; 3',
        status: 'AWAITING_APPROVAL',
        amount: 5700.5,
        orderer: null,
      }),
    ],
  },
  left: 10299.5,
};

const texts: BudgetCsvTexts = {
  part: { spent: 'Brugt', committed: 'Bundet' },
  columns: ['Del', 'Ordre', 'Adresse', 'Bestilt af', 'Status', 'Afgivet', 'Beløb'],
  status: (row) => row.status,
  total: { budget: 'Budget', spent: 'Brugt', committed: 'Bundet', left: 'Tilbage' },
};

describe('budgetCsv', () => {
  it('writes the orders behind each number and the totals, with Danish separators, quoting what needs it', () => {
    const csv = budgetCsv(budget, 'da', texts, (iso) => iso.slice(0, 10));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Del;Ordre;Adresse;Bestilt af;Status;Afgivet;Beløb',
      'Brugt;SO-AAAA1111;Strandvejen 12, 2900 Hellerup;Ane Agent;Delivered;2026-06-02;4000,00',
      'Bundet;SO-BBBB2222;"Vej ""Nord""; 3";;AWAITING_APPROVAL;2026-06-02;5700,50',
      '',
      'Budget;20000,00',
      'Brugt;4000,00',
      'Bundet;5700,50',
      'Tilbage;10299,50',
      '',
    ]);
  });

  it('uses commas and decimal points in English, and leaves an amount without a budget empty', () => {
    const csv = budgetCsv({ ...budget, monthlyBudget: null, left: null }, 'en', texts, (iso) => iso);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(
      'Brugt,SO-AAAA1111,"Strandvejen 12, 2900 Hellerup",Ane Agent,Delivered,2026-06-02T08:00:00.000Z,4000.00',
    );
    expect(lines.slice(4, 8)).toEqual(['Budget,', 'Brugt,4000.00', 'Bundet,5700.50', 'Tilbage,']);
  });
});
