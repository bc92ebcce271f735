import {
  CaseCategory,
  ErrorKey,
  ORDER_STATUS_MOVES,
  OrderStatusWord,
  type Permission,
  type ProviderOrderDetail,
  type ProviderOrderFilters,
  type ProviderOrderPage,
  type ProviderOrderStatusBody,
  UNBOOKED_VISIT_STATUSES,
  type UndeliveredWork,
  type VisitStatus,
} from '@portal/contracts';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { bookingOfOrder } from '../bookings/bookings.service.ts';
import { listDocumentsOfCase } from '../case-documents/case-documents.service.ts';
import { findContactPersonsOfCase } from '../cases/cases.service.ts';
import { findApprovalOfOrder } from '../spend/approval-requests.service.ts';
import { listAnsweredFormsOfOrder } from '../task-forms/task-forms.service.ts';
import { listTasksOfOrder } from '../tasks/tasks.service.ts';
import { listUploadsOfOrder } from '../uploads/uploads.service.ts';
import { toOrderLineRecord, toOrderRecord } from './order-record.ts';
import * as repo from './orders.repo.ts';
import { changeOrderStatus } from './orders.service.ts';
import { findProviderOrder } from './provider-line-delivery.service.ts';
import * as search from './provider-orders.repo.ts';

/**
 * Who reads the incoming orders: the coordinator (orders.fulfil), and the staff who deliver material or texts
 * to them, who find their work there (read-only: moving an order on stays orders.fulfil).
 */
const ORDER_READERS: readonly Permission[] = ['orders.fulfil', 'material.deliver', 'texts.deliver'];

function assertMayReadOrders(actor: Actor): void {
  if (!ORDER_READERS.some((permission) => actor.permissions.has(permission)))
    throw new AppError(ErrorKey.forbidden, 403);
}

/** GET /provider/orders: every department's orders for the provider's staff (ORDER_READERS), newest first. */
export async function searchProviderOrders(
  deps: AppDeps,
  actor: Actor,
  query: search.ProviderOrderSearch,
): Promise<ProviderOrderPage> {
  assertMayReadOrders(actor);
  const { rows, total } = await search.searchProviderOrders(deps.db, query);
  return {
    currentSkip: query.skip,
    take: query.take,
    total,
    data: rows.map((row) => ({
      id: row.order.id,
      salesId: row.order.salesId,
      status: row.order.status,
      address: row.address,
      branchId: row.order.branchId,
      branchName: row.branchName,
      countryCode: row.countryCode,
      packageName: row.packageName,
      createdDate: row.order.createdDate.toISOString(),
      deliveryDate: row.order.deliveryDate?.toISOString() ?? null,
    })),
  };
}

export async function getProviderOrderFilters(deps: AppDeps, actor: Actor): Promise<ProviderOrderFilters> {
  assertMayReadOrders(actor);
  const branches = await search.findBranchesWithOrders(deps.db);
  return {
    // A waiting order is the office's own until approved: never on the provider's lists.
    statuses: OrderStatusWord.options.filter((status) => status !== 'None' && status !== 'AWAITING_APPROVAL'),
    countries: [...new Set(branches.map((branch) => branch.countryCode))].sort(),
    categories: [...CaseCategory.options],
    branches,
  };
}

/** GET /provider/orders/{id}: everything the provider needs to fulfil the order, of any department. */
export async function getProviderOrder(
  deps: AppDeps,
  actor: Actor,
  orderId: string,
): Promise<ProviderOrderDetail> {
  assertMayReadOrders(actor);
  const row = await findProviderOrder(deps.db, orderId);
  const { db } = deps;
  const [contacts, lines, tasks, booking, documents, uploads, forms, approval] = await Promise.all([
    findContactPersonsOfCase(db, row.order.caseId),
    repo.findOrderLines(db, orderId),
    listTasksOfOrder(db, orderId),
    bookingOfOrder(db, orderId),
    listDocumentsOfCase(db, row.order.caseId),
    listUploadsOfOrder(db, orderId),
    listAnsweredFormsOfOrder(db, orderId),
    findApprovalOfOrder(db, orderId),
  ]);
  const order = toOrderRecord(row, contacts, actor, approval);
  return {
    order,
    countryCode: row.countryCode,
    address: row.case.addressFull,
    lines: lines.map((line) => toOrderLineRecord(line, actor)),
    tasks,
    undelivered: undeliveredWorkOf(lines, booking?.row.booking.visitStatus),
    booking: booking
      ? {
          bookingId: booking.bookingId,
          visitStatus: booking.row.booking.visitStatus,
          start: booking.row.booking.planningFrameStart?.toISOString() ?? null,
          end: booking.row.booking.planningFrameEnd?.toISOString() ?? null,
          photographerName: booking.row.photographerName,
        }
      : null,
    uploads: [
      ...documents.map((doc) => ({
        id: doc.id,
        name: doc.title,
        kind: doc.type,
        createdAt: doc.createdAt.toISOString(),
      })),
      ...uploads.map((file) => ({
        id: file.id,
        name: file.fileName,
        kind: 'FILE',
        createdAt: file.createdAt.toISOString(),
      })),
    ],
    formAnswers: forms.map((form) => ({
      id: form.id,
      kind: form.kind,
      submittedAt: (form.submittedAt ?? form.sentAt).toISOString(),
      answers: form.answers ?? [],
    })),
    // Only the coordinator moves an order on; the others read it.
    nextStatuses: actor.permissions.has('orders.fulfil') ? ORDER_STATUS_MOVES[row.order.status] : [],
  };
}

/**
 * What the order has not delivered: the lines awaiting delivery that are neither delivered nor cancelled (a
 * delivery marks its line delivered, so these have nothing delivered), and whether its visit never got a time.
 */
function undeliveredWorkOf(
  lines: repo.OrderLineRow[],
  visitStatus: VisitStatus | undefined,
): UndeliveredWork {
  return {
    lines: lines
      .filter((line) => line.awaitsDelivery && line.status !== 'DELIVERED' && line.status !== 'CANCELLED')
      .map((line) => ({ id: line.id, productName: line.productName })),
    visitUnbooked: visitStatus !== undefined && UNBOOKED_VISIT_STATUSES.includes(visitStatus),
  };
}

async function undeliveredWorkOfOrder(db: Db, orderId: string) {
  const [lines, booking] = await Promise.all([repo.findOrderLines(db, orderId), bookingOfOrder(db, orderId)]);
  return undeliveredWorkOf(lines, booking?.row.booking.visitStatus);
}

/**
 * POST /provider/orders/{id}/status: provider staff with orders.fulfil move any department's order on.
 * Marking an order delivered while lines await delivery or its visit was never booked is refused (409,
 * naming the lines) unless the call confirms it with `confirmUndelivered`.
 */
export async function fulfilOrder(
  deps: AppDeps,
  actor: Actor,
  orderId: string,
  body: ProviderOrderStatusBody,
) {
  assertProviderPermission(actor, 'orders.fulfil');
  const { order } = await findProviderOrder(deps.db, orderId);
  const delivering =
    body.status === 'Delivered' && order && ORDER_STATUS_MOVES[order.status].includes('Delivered');
  if (delivering && !body.confirmUndelivered) {
    const work = await undeliveredWorkOfOrder(deps.db, orderId);
    if (work.lines.length > 0) {
      throw new AppError(ErrorKey.orderLinesUndelivered, 409, undefined, {
        lines: work.lines.map((line) => line.productName).join(', '),
      });
    }
    if (work.visitUnbooked) throw new AppError(ErrorKey.orderVisitUnbooked, 409);
  }
  await changeOrderStatus(deps, orderId, body.status, actor);
}
