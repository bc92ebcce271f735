import {
  EraseBody,
  EraseResult,
  LedgerPage,
  LedgerQuery,
  RetentionBody,
  RetentionRecord,
  SubjectExport,
  SubjectQuery,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as personalData from './personal-data.service.ts';
import * as retention from './retention.service.ts';

const tags = ['Personal data'];
const BranchParams = z.object({ id: z.coerce.number().int() });

// Signed in (401), in the portal: admins of a department (403 otherwise) read and set its retention period,
// export and erase a person's data in the cases of the departments they administer, and read their ledger.
export async function privacyRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/branches/:id/retention',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getRetention',
        summary: "The department's retention period for personal data",
        tags,
        params: BranchParams,
        response: { 200: RetentionRecord },
      },
    },
    async (request) => retention.getRetention(deps, actorOf(request), request.params.id),
  );

  routes.put(
    '/api/branches/:id/retention',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'setRetention',
        summary: "Set the department's retention period for personal data",
        tags,
        params: BranchParams,
        body: RetentionBody,
        response: { 200: RetentionRecord },
      },
    },
    async (request) => retention.setRetention(deps, actorOf(request), request.params.id, request.body),
  );

  routes.get(
    '/api/privacy/subject',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'exportSubject',
        summary: "A person's data in the cases of the departments one administers, as JSON",
        tags,
        querystring: SubjectQuery,
        response: { 200: SubjectExport },
      },
    },
    async (request) => personalData.exportSubject(deps, actorOf(request), request.query),
  );

  routes.post(
    '/api/privacy/erase',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'eraseSubject',
        summary: "Anonymise a person's data in the cases of the departments one administers",
        tags,
        body: EraseBody,
        response: { 200: EraseResult },
      },
    },
    async (request) => personalData.eraseSubject(deps, actorOf(request), request.body),
  );

  routes.get(
    '/api/privacy/ledger',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listPrivacyLedger',
        summary: 'What was anonymised in the cases of the departments one administers, newest first',
        tags,
        querystring: LedgerQuery,
        response: { 200: LedgerPage },
      },
    },
    async (request) => personalData.listLedger(deps, actorOf(request), request.query),
  );
}
