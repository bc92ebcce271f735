import {
  CampaignCreateBody,
  CampaignDetails,
  CampaignListQuery,
  CampaignPage,
  CampaignUpdateBody,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './campaigns.service.ts';

const tags = ['Campaigns'];
const CampaignParams = z.object({ id: z.uuid() });

// Signed in (401): the campaigns of the user's departments, another department's answers 404. Creating,
// changing and deleting need admin access to the campaign's department (403).
export async function campaignsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/campaigns',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listCampaigns',
        summary: 'The campaigns',
        tags,
        querystring: CampaignListQuery,
        response: { 200: CampaignPage },
      },
    },
    async (request) => service.listCampaigns(deps, actorOf(request), request.query),
  );

  routes.get(
    '/api/campaigns/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getCampaign',
        summary: 'A campaign',
        tags,
        params: CampaignParams,
        response: { 200: CampaignDetails },
      },
    },
    async (request) => service.getCampaign(deps, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/campaigns',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'createCampaign',
        summary: 'Create a campaign',
        tags,
        body: CampaignCreateBody,
        response: { 200: CampaignDetails },
      },
    },
    async (request) => service.createCampaign(deps, actorOf(request), request.body),
  );

  routes.put(
    '/api/campaigns/:id',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'updateCampaign',
        summary: 'Change a campaign',
        tags,
        params: CampaignParams,
        body: CampaignUpdateBody,
        response: { 200: CampaignDetails },
      },
    },
    async (request) => service.updateCampaign(deps, actorOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/campaigns/:id',
    {
      config: { audience: 'portal' },
      schema: { operationId: 'deleteCampaign', summary: 'Delete a campaign', tags, params: CampaignParams },
    },
    async (request, reply) => {
      await service.deleteCampaign(deps, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
