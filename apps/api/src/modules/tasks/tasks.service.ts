import { ErrorKey, type OrderTaskRecord, TaskCategory } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../plugins/errors.ts';
import * as repo from './tasks.repo.ts';

/** An order line whose product creates follow-up tasks. */
export interface TaskSource {
  orderLineId: string;
  productName: string;
  /** The product's task categories; each becomes one task of the line. */
  categories: string[];
}

/** One photographer visit serves the whole order, however many of its products need one. */
const ONE_PER_ORDER = new Set<string>(['BOOK_PHOTOGRAPHER']);

/**
 * Creates the tasks of newly ordered lines: one per task category per line (a booking task only once per
 * order), all Open. Runs inside the caller's transaction, so a failure here leaves no order behind; any
 * failure answers `createTasksFailed`.
 */
export async function createTasksOfOrderLines(
  db: Db,
  logger: AppDeps['logger'],
  order: { branchId: number; caseId: string; orderId: string; contactPersonUserId: string | null; at: Date },
  sources: TaskSource[],
) {
  const taken = new Set((await repo.findTasksOfOrder(db, order.orderId)).map((task) => task.type));
  const values = sources.flatMap((source) =>
    [...new Set(source.categories)]
      .filter((category) => {
        if (!ONE_PER_ORDER.has(category)) return true;
        if (taken.has(category)) return false;
        taken.add(category);
        return true;
      })
      .map((category) => ({
        branchId: order.branchId,
        caseId: order.caseId,
        orderId: order.orderId,
        orderLineId: source.orderLineId,
        type: category,
        status: 'Open',
        productName: source.productName,
        contactPersonUserId: order.contactPersonUserId,
        createdAt: order.at,
        updatedAt: order.at,
      })),
  );
  const unknown = values.filter((value) => !TaskCategory.safeParse(value.type).success);
  if (unknown.length) {
    logger.error(
      { categories: unknown.map((value) => value.type) },
      'a product names unknown task categories',
    );
    throw new AppError(ErrorKey.createTasksFailed, 500);
  }
  try {
    return await repo.insertTasks(db, values);
  } catch (error) {
    logger.error({ err: error }, 'task creation failed');
    throw new AppError(ErrorKey.createTasksFailed, 500);
  }
}

export async function listTasksOfOrder(db: Db, orderId: string): Promise<OrderTaskRecord[]> {
  const rows = await repo.findTasksOfOrder(db, orderId);
  return rows.map((row) => ({
    id: row.id,
    type: row.type as OrderTaskRecord['type'],
    status: row.status as OrderTaskRecord['status'],
    productName: row.productName,
    orderlineId: row.orderLineId,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * portal.md section 4: choosing booking by the contact person or by the provider marks the booking
 * task as partially done.
 */
export async function markBookingTaskPartial(db: Db, orderId: string, at: Date) {
  await repo.updateTasksOfOrder(
    db,
    orderId,
    { type: 'BOOK_PHOTOGRAPHER', status: 'Open' },
    { status: 'Partial', updatedAt: at },
  );
}
