import type { JobSheetLine, MaterialTag, MaterialType } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { toContactPersonRecord } from '../cases/case-record.ts';
import { findContactPersonsOfCase } from '../cases/cases.service.ts';
import { toOrderPropertyFacts } from './order-record.ts';
import * as repo from './orders.repo.ts';

const AERIAL_TASK = 'ARIAL';
/** Task categories of a product whose work is done at the address: the photographer's visit, a drone flight. */
const AT_VISIT_TASKS = ['BOOK_PHOTOGRAPHER', AERIAL_TASK];

function toJobSheetLine(row: repo.JobSheetLineRow): JobSheetLine {
  return {
    orderlineId: row.orderlineId,
    productName: row.productName,
    orderedQuantity: row.orderedQuantity,
    unit: row.unit,
    deliveredMaterialTypes: (row.deliveredMaterialTypes ?? []) as MaterialType[],
    tags: (row.tags ?? []) as MaterialTag[],
    atVisit: row.taskCategories === null || row.taskCategories.some((task) => AT_VISIT_TASKS.includes(task)),
    aerial: row.taskCategories?.includes(AERIAL_TASK) ?? false,
  };
}

/**
 * What the photographer's job sheet tells of the order: its lines to deliver with what each product
 * delivers, the property, the keys, the agent's comment and the contact persons. No access check: the
 * visits module checks the caller against the visit first.
 */
export async function findJobSheetOfOrder(db: Db, orderId: string) {
  const found = await repo.findOrderWithCase(db, orderId);
  if (!found) return undefined;
  const { order } = found;
  const [lines, contacts] = await Promise.all([
    repo.findJobSheetLines(db, orderId),
    findContactPersonsOfCase(db, order.caseId),
  ]);
  return {
    orderId: order.id,
    salesId: order.salesId,
    address: found.case.addressFull,
    lines: lines.map(toJobSheetLine),
    ...toOrderPropertyFacts(order),
    contactPersons: contacts.map(toContactPersonRecord),
  };
}
