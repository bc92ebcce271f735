import {
  ApprovalCheck,
  ApprovalDecision,
  Budget,
  BudgetQuery,
  CaseOrderCreateBody,
  OrderRejectBody,
  SpendPolicy,
  SpendPolicyBody,
  WaitingOrderList,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as approvals from './approvals.service.ts';
import { getBudget } from './budget.service.ts';
import { getSpendPolicy, setSpendPolicy } from './spend-policy.service.ts';

const tags = ['Spend'];
const BranchParams = z.object({ id: z.coerce.number().int() });
const OrderParams = z.object({ id: z.uuid() });

export async function spendRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in, admin of the department (403 otherwise, as the department calls answer).
  routes.get(
    '/api/branches/:id/spend-policy',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getSpendPolicy',
        summary: "The department's monthly budget and approval threshold",
        tags,
        params: BranchParams,
        response: { 200: SpendPolicy },
      },
    },
    async (request) => getSpendPolicy(deps, actorOf(request), request.params.id),
  );

  // Signed in, admin of the department (403 otherwise); the change is in the audit log.
  routes.put(
    '/api/branches/:id/spend-policy',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'setSpendPolicy',
        summary: "Set the department's monthly budget and approval threshold (null for none)",
        tags,
        params: BranchParams,
        body: SpendPolicyBody,
        response: { 200: SpendPolicy },
      },
    },
    async (request) => setSpendPolicy(deps, actorOf(request), request.params.id, request.body),
  );

  // Signed in, admin of the department or holding orders.approve there (403 otherwise).
  routes.get(
    '/api/branches/:id/budget',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getBudget',
        summary:
          "A month's spent, committed and left of the department's budget, with the orders behind them",
        tags,
        params: BranchParams,
        querystring: BudgetQuery,
        response: { 200: Budget },
      },
    },
    async (request) => getBudget(deps, actorOf(request), request.params.id, request.query),
  );

  // Signed in: the waiting orders of the departments where the user holds orders.approve, but their own.
  routes.get(
    '/api/approvals',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listWaitingOrders',
        summary: 'The orders waiting for my approval',
        tags,
        response: { 200: WaitingOrderList },
      },
    },
    async (request) => approvals.listWaitingOrders(deps, actorOf(request)),
  );

  // As placing the order (orders.create in the department, 403; its catalogue, 400): whether it would wait
  // for approval, and why. Nothing is written.
  routes.post(
    '/api/orders/new/approval-check',
    {
      config: { audience: 'orders.create' },
      schema: {
        operationId: 'checkOrderApproval',
        summary: 'Whether an order would wait for approval before it is placed, and why',
        tags,
        body: CaseOrderCreateBody,
        response: { 200: ApprovalCheck },
      },
    },
    async (request) => approvals.checkApproval(deps, actorOf(request), request.body),
  );

  // Signed in, with access to the order's department (404 otherwise) and orders.approve there (403); not
  // one's own order (403). Approving twice answers the same decision; after a rejection 409.
  routes.post(
    '/api/orders/:id/approve',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'approveOrder',
        summary: 'Approve an order waiting for approval: it goes on to the provider',
        tags,
        params: OrderParams,
        response: { 200: ApprovalDecision },
      },
    },
    async (request) => approvals.approveOrder(deps, actorOf(request), request.params.id),
  );

  // As approving; rejecting twice answers the first decision, after an approval 409.
  routes.post(
    '/api/orders/:id/reject',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'rejectOrder',
        summary: 'Reject an order waiting for approval, with a reason: it is cancelled',
        tags,
        params: OrderParams,
        body: OrderRejectBody,
        response: { 200: ApprovalDecision },
      },
    },
    async (request) => approvals.rejectOrder(deps, actorOf(request), request.params.id, request.body),
  );
}
