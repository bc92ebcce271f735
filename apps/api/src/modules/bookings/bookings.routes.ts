import {
  BookingProposals,
  BookingRecord,
  ConfirmProposalBody,
  PublicBookingRecord,
  TaskRecord,
  ThirdPartyLinkBody,
  ThirdPartyLinkRecord,
  UpdateBookingTypeBody,
  UpdateBookingTypeQuery,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as links from './booking-links.service.ts';
import * as service from './bookings.service.ts';

const tags = ['Bookings'];
const IdParams = z.object({ id: z.uuid() });
const TokenParams = z.object({ token: z.string().min(20).max(100) });

export async function bookingsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The calls below: signed in, with access to the department of the booking's order; otherwise 404.
  routes.get(
    '/api/Bookings/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getBooking',
        summary: 'A booking',
        tags,
        params: IdParams,
        response: { 200: BookingRecord },
      },
    },
    async (request) => service.getBooking(deps, actorOf(request), request.params.id),
  );

  routes.get(
    '/api/Bookings/:id/proposals',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listBookingProposals',
        summary: 'The times proposed for a visit',
        tags,
        params: IdParams,
        response: { 200: BookingProposals },
      },
    },
    async (request) => service.getProposals(deps, actorOf(request), request.params.id),
  );

  routes.get(
    '/api/Bookings/:id/task',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getBookingTask',
        summary: 'The task of a booking',
        tags,
        params: IdParams,
        response: { 200: TaskRecord },
      },
    },
    async (request) => service.getBookingTask(deps, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/Bookings/:id/proposals/confirm',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'confirmBookingProposal',
        summary: 'Confirm a proposed time',
        tags,
        params: IdParams,
        body: ConfirmProposalBody,
        response: { 200: BookingRecord },
      },
    },
    async (request) =>
      service.confirmProposal(deps, actorOf(request), request.params.id, request.body.proposalId),
  );

  routes.post(
    '/api/Bookings/third-party-link',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'sendThirdPartyBookingLink',
        summary: 'Send the seller a link to book the visit',
        tags,
        body: ThirdPartyLinkBody,
        response: { 200: ThirdPartyLinkRecord },
      },
    },
    async (request) => links.sendThirdPartyLink(deps, actorOf(request), request.body),
  );

  // Signed in, with access to the task's department (otherwise 404); the booking must be the task's.
  routes.post(
    '/api/orders/tasks/:id/updateType',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'setBookingType',
        summary: 'Choose who books the visit',
        tags,
        params: IdParams,
        querystring: UpdateBookingTypeQuery,
        body: UpdateBookingTypeBody,
        response: { 200: BookingRecord },
      },
    },
    async (request) =>
      service.updateBookingType(
        deps,
        actorOf(request),
        request.params.id,
        request.query.bookingId,
        request.body,
      ),
  );

  // Public: the random token of a booking link is the authorization and opens only that booking.
  routes.get(
    '/api/public/bookings/:token',
    {
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'getPublicBooking',
        summary: 'A booking opened from its link',
        tags,
        params: TokenParams,
        response: { 200: PublicBookingRecord },
      },
    },
    async (request) => links.getPublicBooking(deps, request.params.token),
  );

  // Public, by token.
  routes.get(
    '/api/public/bookings/:token/proposals',
    {
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'listPublicBookingProposals',
        summary: 'The proposed times, from the link',
        tags,
        params: TokenParams,
        response: { 200: BookingProposals },
      },
    },
    async (request) => links.getPublicProposals(deps, request.params.token),
  );

  // Public, by token: the booked visit as a calendar file (also after the link was used for booking).
  routes.get(
    '/api/public/bookings/:token/calendar.ics',
    {
      config: { audience: 'public' },
      schema: {
        operationId: 'getPublicBookingCalendar',
        summary: 'The visit as a calendar entry',
        tags,
        params: TokenParams,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const file = await links.getPublicBookingCalendar(deps, request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="photographer-visit.ics"')
        .send(file);
    },
  );

  // Public, by token; the link is used up by a successful confirmation.
  routes.post(
    '/api/public/bookings/:token/confirm',
    {
      config: { audience: 'public', limitGroup: 'publicLinks' },
      schema: {
        operationId: 'confirmPublicBooking',
        summary: 'Confirm a time from the link',
        tags,
        params: TokenParams,
        body: ConfirmProposalBody,
        response: { 200: PublicBookingRecord },
      },
    },
    async (request) => links.confirmPublicProposal(deps, request.params.token, request.body.proposalId),
  );
}
