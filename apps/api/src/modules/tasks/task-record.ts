import { type TaskRecord, TaskStatusWord, VisitStatus } from '@portal/contracts';
import { callMarkOf } from '../bookings/booking-call-mark.ts';
import type { tasks } from './tasks.table.ts';

export type TaskRow = typeof tasks.$inferSelect;

/** A task with what its record shows of its case, order, department and photographer visit. */
export type TaskWithContext = {
  task: TaskRow;
  branchName: string;
  caseReference: string;
  address: string;
  salesId: string;
  /** The photographer visit of the task's order (one per order); null when the order has none. */
  bookingId?: string | null;
  bookingStart?: Date | null;
  bookingEnd?: Date | null;
  bookingStatus?: string | null;
  bookingCallNeededAt?: Date | string | null;
};

export function toTaskRecord(row: TaskWithContext): TaskRecord {
  const { task } = row;
  return {
    id: task.id,
    branchId: task.branchId,
    branchName: row.branchName,
    caseId: task.caseId,
    caseReference: row.caseReference,
    createdAt: task.createdAt.toISOString(),
    productName: task.productName,
    status: TaskStatusWord.catch('Unknown').parse(task.status),
    type: task.type as TaskRecord['type'],
    address: row.address,
    orderId: task.orderId,
    orderlineId: task.orderLineId,
    salesId: row.salesId,
    contactPersonUserID: task.contactPersonUserId,
    booking: row.bookingId
      ? {
          bookingId: row.bookingId,
          start: row.bookingStart?.toISOString() ?? null,
          end: row.bookingEnd?.toISOString() ?? null,
          status: VisitStatus.catch('UNKNOWN').parse(row.bookingStatus),
          ...callMarkOf(row.bookingStatus ?? '', row.bookingCallNeededAt ?? null),
        }
      : null,
  };
}
