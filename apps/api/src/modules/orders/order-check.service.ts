import { type ApprovalReason, businessEmail, ErrorKey } from '@portal/contracts';
import { type Actor, assertBranchPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import type { BranchRow } from '../branches/branches.service.ts';
import { findOrderCatalogue } from '../catalogue/order-catalogue.service.ts';
import { spendReasonsOf } from '../spend/spend-policy.service.ts';
import { findActiveUsersWithAccess } from '../users/users.service.ts';
import { catalogueWantedBy, type OrderBody, type OrderPlan, planOrder } from './order-plan.ts';

/**
 * The responsible agent is a user with access to the order's department, or the ordering user when the
 * address given is an office address of the same company ("personal or office email"). Watchers must be
 * users with access.
 */
async function findPeople(deps: AppDeps, actor: Actor, branchId: number, body: OrderBody) {
  // One read finds the responsible agent, the watchers and the ordering user, whichever are needed.
  const found = await findActiveUsersWithAccess(deps.db, branchId, {
    emails: [body.responsibleEmail, ...body.watcherEmails],
    ids: [actor.userId],
  });
  const byEmail = new Map(found.map((user) => [user.email, user]));
  let responsible = byEmail.get(body.responsibleEmail);
  let officeEmail: string | null = null;
  if (!responsible) {
    const orderer = found.find((user) => user.id === actor.userId);
    if (!orderer || !businessEmail(orderer.email).safeParse(body.responsibleEmail).success) {
      throw new AppError(ErrorKey.userWithoutAccess, 400, { responsibleEmail: ErrorKey.userWithoutAccess });
    }
    responsible = orderer;
    officeEmail = body.responsibleEmail;
  }
  const unknown = body.watcherEmails.findIndex((email) => !byEmail.has(email));
  if (unknown >= 0)
    throw new AppError(ErrorKey.userWithoutAccess, 400, {
      [`watcherEmails.${unknown}`]: ErrorKey.userWithoutAccess,
    });
  const watchers = [...new Set(body.watcherEmails)].flatMap((email) => byEmail.get(email) ?? []);
  return { responsible, officeEmail, watchers };
}

/** An order checked against the department's catalogue, priced, with its people: ready to be written. */
export interface CheckedOrder {
  branch: BranchRow;
  plan: OrderPlan;
  people: Awaited<ReturnType<typeof findPeople>>;
  /** Why it must wait for approval (docs/product.md "Spend"); empty when it goes on at once. */
  approvalReasons: ApprovalReason[];
}

/** The department's catalogue priced for the order, refused when it may not order (403) or asks wrongly (400). */
async function planOrderOfBranch(deps: AppDeps, actor: Actor, branchId: number, body: OrderBody) {
  assertBranchPermission(actor, branchId, 'orders.create');
  const catalogue = await findOrderCatalogue(deps, branchId, catalogueWantedBy(body));
  if (!catalogue) throw new AppError(ErrorKey.forbidden, 403);
  if (catalogue.blacklisted) throw new AppError(ErrorKey.branchBlacklisted, 403);
  return {
    branch: catalogue.branch,
    spendTerms: catalogue.spendTerms,
    plan: planOrder(catalogue, catalogue.branch, body),
  };
}

/**
 * Checks an order for the department against one read of its catalogue and prices it, finds its people and
 * whether it must wait for approval: every refusal of the order comes before anything is written. Runs in the
 * order's transaction, which holds a department's spend policy with a budget until it commits.
 */
export async function checkOrder(
  deps: AppDeps,
  actor: Actor,
  branchId: number,
  body: OrderBody,
): Promise<CheckedOrder> {
  const { branch, spendTerms, plan } = await planOrderOfBranch(deps, actor, branchId, body);
  const people = await findPeople(deps, actor, branchId, body);
  const approvalReasons = await spendReasonsOf(
    deps.db,
    { branchId, countryCode: branch.countryCode, totalCents: plan.totalCents, at: nowOf(deps) },
    { lock: true, terms: spendTerms },
  );
  return { branch, plan, people, approvalReasons };
}

/**
 * Whether the order the wizard would place now must wait for approval, and why, priced as placing it would
 * price it; nothing is written or held.
 */
export async function previewApprovalOfOrder(
  deps: AppDeps,
  actor: Actor,
  branchId: number,
  body: OrderBody,
): Promise<ApprovalReason[]> {
  const { branch, spendTerms, plan } = await planOrderOfBranch(deps, actor, branchId, body);
  return spendReasonsOf(
    deps.db,
    { branchId, countryCode: branch.countryCode, totalCents: plan.totalCents, at: nowOf(deps) },
    { lock: false, terms: spendTerms },
  );
}
