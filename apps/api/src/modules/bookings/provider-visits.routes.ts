import {
  ProviderVisitRecord,
  VisitCalendarQuery,
  VisitCalendarRecord,
  VisitJobSheetRecord,
  VisitStatusBody,
  VisitsToBookRecord,
  VisitTimeBody,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './provider-visits.service.ts';
import { getVisitJobSheet } from './visit-job-sheet.service.ts';

const tags = ['Provider visits'];
const IdParams = z.object({ bookingId: z.uuid() });

// The provider's console: provider staff with visits.manage (403 otherwise, office users included), any
// department's visits; an account linked to a photographer sees and changes only that photographer's visits.
export async function providerVisitsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/provider/visits',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listProviderVisits',
        summary: 'The photographers’ visits',
        tags,
        querystring: VisitCalendarQuery,
        response: { 200: VisitCalendarRecord },
      },
    },
    async (request) => service.getVisitCalendar(deps, actorOf(request), request.query),
  );

  // Planners only (a photographer's own account is refused, 403).
  routes.get(
    '/api/provider/visits/to-book',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listVisitsToBook',
        summary: 'Visits waiting to be booked',
        tags,
        response: { 200: VisitsToBookRecord },
      },
    },
    async (request) => service.getVisitsToBook(deps, actorOf(request)),
  );

  // Planners only.
  routes.post(
    '/api/provider/visits/:bookingId/book',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'bookVisit',
        summary: 'Book a visit',
        tags,
        params: IdParams,
        body: VisitTimeBody,
        response: { 200: ProviderVisitRecord },
      },
    },
    async (request) =>
      service.bookVisitByPhone(deps, actorOf(request), request.params.bookingId, request.body),
  );

  // Planners only.
  routes.post(
    '/api/provider/visits/:bookingId/move',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'moveVisit',
        summary: 'Move a visit',
        tags,
        params: IdParams,
        body: VisitTimeBody,
        response: { 200: ProviderVisitRecord },
      },
    },
    async (request) => service.moveVisit(deps, actorOf(request), request.params.bookingId, request.body),
  );

  // A photographer's own account reads its own visits' only (404 for another's).
  routes.get(
    '/api/provider/visits/:bookingId/job-sheet',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getVisitJobSheet',
        summary: 'What the photographer shoots and knows at a visit',
        tags,
        params: IdParams,
        response: { 200: VisitJobSheetRecord },
      },
    },
    async (request) => getVisitJobSheet(deps, actorOf(request), request.params.bookingId),
  );

  routes.post(
    '/api/provider/visits/:bookingId/status',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'setVisitStatus',
        summary: 'Set a visit’s status',
        tags,
        params: IdParams,
        body: VisitStatusBody,
        response: { 200: ProviderVisitRecord },
      },
    },
    async (request) => service.setVisitStatus(deps, actorOf(request), request.params.bookingId, request.body),
  );
}
