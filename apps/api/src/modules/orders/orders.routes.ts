import {
  BookingChoiceBody,
  BookingInfoRecord,
  CaseOrderCreateBody,
  CaseOrderCreateResponse,
  ErrorKey,
  ExtraOrderLinesBody,
  ExtraOrderLinesResponse,
  IDEMPOTENCY_HEADER,
  IdempotencyHeaders,
  OrderCreateBody,
  OrderCreateResponse,
  OrderLineActions,
  OrderLineActionsQuery,
  OrderLineRecord,
  OrderRecord,
  OrderTaskRecord,
  ProviderOrderStatusBody,
  ResponsibleBody,
  WatchersBody,
  WatchersResponse,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { chooseBooking, getBookingInfo } from './order-booking.service.ts';
import { createOrder, createOrderWithCase } from './order-create.service.ts';
import { orderDraftsRoutes } from './order-drafts.routes.ts';
import { addExtraOrderLines } from './order-extras.service.ts';
import * as service from './orders.service.ts';
import { fulfilOrder } from './provider-orders.service.ts';

const tags = ['Orders'];
const OrderParams = z.object({ id: z.uuid() });
const MAX_ACTION_LINES = 200;

/** The comma-separated line ids of the actions query; each must be an id. */
function parseLineIds(value: string): string[] {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length > MAX_ACTION_LINES)
    throw new AppError(ErrorKey.badRequest, 400, { orderlineIds: 'rules.array.max' });
  if (!ids.every((id) => z.uuid().safeParse(id).success)) {
    throw new AppError(ErrorKey.badRequest, 400, { orderlineIds: 'rules.string.uuid' });
  }
  return ids;
}

export async function ordersRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await orderDraftsRoutes(app, deps);

  // Signed in, with access to the case's department (the case of another department answers 404) and the
  // orders.create permission there (403); the department must not be blacklisted, and everything ordered is
  // checked against its catalogue.
  routes.post(
    '/api/orders/new/webshop',
    {
      config: { audience: 'orders.create' },
      schema: {
        operationId: 'createOrder',
        summary: 'Order packages and products for a case',
        tags,
        headers: IdempotencyHeaders,
        body: OrderCreateBody,
        response: { 200: OrderCreateResponse },
      },
    },
    async (request) => createOrder(deps, actorOf(request), request.body, request.headers[IDEMPOTENCY_HEADER]),
  );

  // The order wizard's submission: the case save and the order as one unit, with the same checks as the two
  // calls above; a refused order leaves the case as it was.
  routes.post(
    '/api/orders/new/webshop-with-case',
    {
      config: { audience: 'orders.create' },
      schema: {
        operationId: 'createCaseAndOrder',
        summary: 'Save the case and order for it, as one unit',
        tags,
        headers: IdempotencyHeaders,
        body: CaseOrderCreateBody,
        response: { 200: CaseOrderCreateResponse },
      },
    },
    async (request) =>
      createOrderWithCase(deps, actorOf(request), request.body, request.headers[IDEMPOTENCY_HEADER]),
  );

  // Signed in: the visible lines among those asked; lines of other departments are left out.
  routes.get(
    '/api/orders/orderlines/actions',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listOrderLineActions',
        summary: 'What can be done with order lines',
        tags,
        querystring: OrderLineActionsQuery,
        response: { 200: OrderLineActions },
      },
    },
    async (request) =>
      service.getOrderLineActions(deps, actorOf(request), parseLineIds(request.query.orderlineIds)),
  );

  // The order and its lines: signed in, with access to the order's department (otherwise 404), or the
  // photographer of one of its visits, read-only without prices (docs/permissions.md, visits.manage); a
  // photographer's own account is refused every other order (403).
  routes.get(
    '/api/orders/:id',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'getOrder',
        summary: 'An order',
        tags,
        params: OrderParams,
        response: { 200: OrderRecord },
      },
    },
    async (request) => service.getOrder(deps, actorOf(request), request.params.id),
  );

  routes.get(
    '/api/orders/:id/orderlines',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'listOrderLines',
        summary: 'The lines of an order',
        tags,
        params: OrderParams,
        response: { 200: z.array(OrderLineRecord) },
      },
    },
    async (request) => service.listOrderLines(deps, actorOf(request), request.params.id),
  );

  // The order reads below: signed in, with access to the order's department; otherwise 404.

  routes.get(
    '/api/orders/:id/tasks',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'listOrderTasks',
        summary: 'The tasks of an order',
        tags,
        params: OrderParams,
        response: { 200: z.array(OrderTaskRecord) },
      },
    },
    async (request) => service.listOrderTasks(deps, actorOf(request), request.params.id),
  );

  routes.get(
    '/api/orders/:id/booking-info',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'getOrderBookingInfo',
        summary: 'The visit booked for an order',
        tags,
        params: OrderParams,
        response: { 200: BookingInfoRecord },
      },
    },
    async (request) => getBookingInfo(deps, actorOf(request), request.params.id),
  );

  routes.get(
    '/api/orders/:id/watchers',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listOrderWatchers',
        summary: 'Who follows an order',
        tags,
        params: OrderParams,
        response: { 200: WatchersResponse },
      },
    },
    async (request) => service.getWatchers(deps, actorOf(request), request.params.id),
  );

  // The order changes below: signed in, with access to the order's department (otherwise 404).
  routes.post(
    '/api/orders/:id/booking-choice',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'chooseOrderBooking',
        summary: 'Choose how the visit is booked',
        tags,
        params: OrderParams,
        body: BookingChoiceBody,
        response: { 200: BookingInfoRecord },
      },
    },
    async (request) => chooseBooking(deps, actorOf(request), request.params.id, request.body.choice),
  );

  // The new responsible agent must have access to the order's department.
  routes.post(
    '/api/orders/:id/responsible',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'setOrderResponsible',
        summary: 'Set who is responsible for an order',
        tags,
        params: OrderParams,
        body: ResponsibleBody,
        response: { 200: OrderRecord },
      },
    },
    async (request) => service.setResponsible(deps, actorOf(request), request.params.id, request.body.userId),
  );

  // Every watcher must have access to the order's department.
  routes.post(
    '/api/orders/:id/watchers',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'setOrderWatchers',
        summary: 'Set who follows an order',
        tags,
        params: OrderParams,
        body: WatchersBody,
        response: { 200: WatchersResponse },
      },
    },
    async (request) => service.setWatchers(deps, actorOf(request), request.params.id, request.body.userIds),
  );

  // With orders.create in the order's department (403): only its products, only while the order is Open.
  routes.post(
    '/api/orders/:id/orderlines/add',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'addOrderLines',
        summary: 'Add products to an order',
        tags,
        params: OrderParams,
        body: ExtraOrderLinesBody,
        response: { 200: ExtraOrderLinesResponse },
      },
    },
    async (request) => addExtraOrderLines(deps, actorOf(request), request.params.id, request.body),
  );

  // The provider's fulfilment: orders.fulfil (403), any department's order. Delivered with work undelivered
  // asks for `confirmUndelivered` (409); Cancelled ends the order's tasks, lines and visit and tells the
  // contact person.
  routes.post(
    '/api/provider/orders/:orderId/status',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'setOrderStatus',
        summary: 'Move an order on (provider)',
        tags,
        params: z.object({ orderId: z.uuid() }),
        body: ProviderOrderStatusBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await fulfilOrder(deps, actorOf(request), request.params.orderId, request.body);
      return reply.code(204).send(null);
    },
  );
}
