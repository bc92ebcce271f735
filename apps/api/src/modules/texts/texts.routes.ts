import {
  CaseCurrentTextRecord,
  CaseTextParams,
  CaseTextVersionRecord,
  DeliverCaseTextBody,
  ErrorKey,
  ProviderOrderTextsRecord,
  RejectCaseTextBody,
  SaveCaseTextBody,
  TextSectionCatalogueRecord,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { describeOrderTexts } from './provider-texts.service.ts';
import * as reviews from './text-reviews.service.ts';
import * as service from './texts.service.ts';

const tags = ['Texts'];
const CaseParams = z.object({ id: z.uuid() });
const current = { 200: CaseCurrentTextRecord };
const currentList = { 200: z.array(CaseCurrentTextRecord) };

export async function textsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in: the fixed table of sections with their groups.
  routes.get(
    '/api/Texts/GetAllTextSections',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listTextSections',
        summary: 'Every text section',
        tags,
        response: { 200: z.array(TextSectionCatalogueRecord) },
      },
    },
    async (request) => {
      actorOf(request);
      return service.listTextSections();
    },
  );

  // Every call below except deliver: signed in, with access to the case's department (404 otherwise).
  routes.get(
    '/api/cases/:id/texts/current',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'getCaseTexts',
        summary: 'The current texts of a case',
        tags,
        params: CaseParams,
        response: currentList,
      },
    },
    async (request) => service.listCurrentTexts(deps, actorOf(request), request.params.id),
  );

  // Approves (or rejects, with a reason) every pending delivered section; 409 noTextToApprove / cannotReject
  // when there is none, reviewClosed when the 30-day window of all of them has closed.
  routes.post(
    '/api/cases/:id/texts/approve-all',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'approveAllCaseTexts',
        summary: 'Approve every text of a case',
        tags,
        params: CaseParams,
        response: currentList,
      },
    },
    async (request) => reviews.approveAllTexts(deps, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/cases/:id/texts/reject-all',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'rejectAllCaseTexts',
        summary: 'Reject every text of a case',
        tags,
        params: CaseParams,
        body: RejectCaseTextBody,
        response: currentList,
      },
    },
    async (request) => reviews.rejectAllTexts(deps, actorOf(request), request.params.id, request.body.reason),
  );

  // The section's history, newest first.
  routes.get(
    '/api/cases/:id/texts/:name',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'getCaseText',
        summary: 'One text of a case',
        tags,
        params: CaseTextParams,
        response: { 200: z.array(CaseTextVersionRecord) },
      },
    },
    async (request) =>
      service.listTextHistory(deps, actorOf(request), request.params.id, request.params.name),
  );

  // A new version from the office's editor.
  routes.post(
    '/api/cases/:id/texts/:name',
    {
      config: { audience: 'portal', failure: ErrorKey.textSaveError },
      schema: {
        operationId: 'saveCaseText',
        summary: 'Change one text of a case',
        tags,
        params: CaseTextParams,
        body: SaveCaseTextBody,
        response: current,
      },
    },
    async (request) =>
      service.saveCaseText(
        deps,
        actorOf(request),
        request.params.id,
        request.params.name,
        request.body.content,
      ),
  );

  routes.post(
    '/api/cases/:id/texts/:name/approve',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'approveCaseText',
        summary: 'Approve one text of a case',
        tags,
        params: CaseTextParams,
        response: current,
      },
    },
    async (request) => reviews.approveText(deps, actorOf(request), request.params.id, request.params.name),
  );

  routes.post(
    '/api/cases/:id/texts/:name/reject',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'rejectCaseText',
        summary: 'Reject one text of a case',
        tags,
        params: CaseTextParams,
        body: RejectCaseTextBody,
        response: current,
      },
    },
    async (request) =>
      reviews.rejectText(deps, actorOf(request), request.params.id, request.params.name, request.body.reason),
  );

  // Provider staff with texts.deliver (403 otherwise), for any department's case.
  routes.post(
    '/api/cases/:id/texts/:name/deliver',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'deliverCaseText',
        summary: 'Deliver one text of a case (provider)',
        tags,
        params: CaseTextParams,
        body: DeliverCaseTextBody,
        response: current,
      },
    },
    async (request) =>
      reviews.deliverText(deps, actorOf(request), request.params.id, request.params.name, request.body),
  );

  // Provider staff with texts.deliver (403 otherwise): any department's order's case texts, to deliver to.
  routes.get(
    '/api/provider/orders/:id/texts',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listProviderOrderTexts',
        summary: 'The texts of an order (provider)',
        tags,
        params: CaseParams,
        response: { 200: ProviderOrderTextsRecord },
      },
    },
    async (request) => describeOrderTexts(deps, actorOf(request), request.params.id),
  );
}
