// An order placed above its department's spend rules waits: the approval is recorded with the order, the
// approvers are told in the portal in the same transaction and by mail once it is committed.
import type { ApprovalReason, OrderApproval } from '@portal/contracts';
import { type BranchLanguage, languageAndZoneOfUser } from '../../adapters/mail/recipient-language.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { findActiveApproversOfBranch, findUsersByIds } from '../users/users.service.ts';
import { approvalRequestMail } from './spend.mails.ts';
import * as repo from './spend.repo.ts';

/** The approvals page of the portal, where approvers decide. */
export const APPROVALS_PATH = '/approvals';

/** A waiting order as its approvers are told about it. */
export interface ApprovalRequest {
  orderId: string;
  caseId: string;
  branchId: number;
  branch: BranchLanguage;
  salesId: string;
  address: string;
  /** VAT excluded, in the department's currency. */
  amount: number;
  currency: string;
  reasons: ApprovalReason[];
  /** Who placed it: never asked to approve it. */
  ordererUserId: string;
}

/** A person as a message names them: their name, or their address when they gave none. */
export const displayName = (person: { name: string | null; email: string | null }) =>
  person.name ?? person.email ?? '–';

/** Inside the order's transaction: the order waits, and the department's approvers get a notification. */
export async function requestApproval(tx: Db, request: ApprovalRequest, at: Date): Promise<void> {
  await repo.insertOrderApproval(tx, {
    orderId: request.orderId,
    branchId: request.branchId,
    reasons: request.reasons,
    requestedAt: at,
  });
  const approvers = await findActiveApproversOfBranch(tx, request.branchId);
  await notifyUsers(
    tx,
    approvers.map((user) => user.id),
    {
      kind: 'approval_requested',
      caseId: request.caseId,
      orderId: request.orderId,
      params: { address: request.address, salesId: request.salesId },
      link: APPROVALS_PATH,
    },
    { actingUserId: request.ordererUserId, at },
  );
}

/** After the commit: each approver but the orderer is mailed in their own language. A failure is logged. */
export async function mailApprovalRequest(deps: AppDeps, request: ApprovalRequest): Promise<void> {
  try {
    const [approvers, [orderer]] = await Promise.all([
      findActiveApproversOfBranch(deps.db, request.branchId),
      findUsersByIds(deps.db, [request.ordererUserId]),
    ]);
    const ordererName = displayName({
      name: `${orderer?.firstName ?? ''} ${orderer?.lastName ?? ''}`.trim() || null,
      email: orderer?.email ?? null,
    });
    const messages = approvers
      .filter((user) => user.id !== request.ordererUserId)
      .map((user) =>
        approvalRequestMail({
          locale: languageAndZoneOfUser(user, request.branch).locale,
          to: user.email,
          orderer: ordererName,
          salesId: request.salesId,
          address: request.address,
          amount: request.amount,
          currency: request.currency,
          reasons: request.reasons,
          link: `${deps.config.publicUrl}${APPROVALS_PATH}`,
        }),
      );
    const results = await Promise.allSettled(messages.map((message) => deps.mailer.send(message)));
    for (const result of results) {
      if (result.status === 'rejected') {
        deps.logger.error({ err: result.reason, orderId: request.orderId }, 'approval request mail failed');
      }
    }
  } catch (error) {
    deps.logger.error({ err: error, orderId: request.orderId }, 'approval request mail failed');
  }
}

export function toOrderApproval(row: repo.OrderApprovalWithDecider): OrderApproval {
  const { approval } = row;
  return {
    state: approval.state,
    reasons: approval.reasons,
    requestedAt: approval.requestedAt.toISOString(),
    decidedAt: approval.decidedAt?.toISOString() ?? null,
    decidedBy: approval.decidedByUserId
      ? displayName({ name: row.deciderName, email: row.deciderEmail })
      : null,
    rejectionReason: approval.rejectionReason,
  };
}

/** The approvals of the orders that waited for one, by order id; an order placed within the rules has none. */
export async function findApprovalsOfOrders(db: Db, orderIds: string[]): Promise<Map<string, OrderApproval>> {
  const rows = await repo.findOrderApprovals(db, orderIds);
  return new Map(rows.map((row) => [row.approval.orderId, toOrderApproval(row)]));
}

/** The approval of an order that waited for one; null for an order placed within its department's rules. */
export async function findApprovalOfOrder(db: Db, orderId: string): Promise<OrderApproval | null> {
  return (await findApprovalsOfOrders(db, [orderId])).get(orderId) ?? null;
}
