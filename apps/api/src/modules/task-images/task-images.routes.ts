import {
  BeforeAfterBody,
  CombineImagesBody,
  ErrorKey,
  ImageSelectorBody,
  IndoorRenovationBody,
  ObjectsRemovalBody,
  OutdoorRenovationBody,
  SomeBody,
  SomeGifBody,
  SomeQuery,
  SomeTypeRecord,
  TaskDetailRecord,
  TaskImageRecord,
  VirtualStagingBody,
  VirtualStagingOptionRecord,
  VirtualStagingQuery,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { completeCombineImages } from './combine-images.ts';
import { findStagingImage } from './staging-images.ts';
import * as completion from './task-image-completion.service.ts';
import * as service from './task-images.service.ts';

const tags = ['Tasks'];
const IdParams = z.object({ id: z.uuid() });
const ImageParams = z.object({ name: z.string().max(60) });
const completed = { 200: TaskDetailRecord };
/** A completion that fails for a reason of its own answers it; any other failure the spec's own message. */
const completing = { failure: ErrorKey.taskCompletionFailed };

export async function taskImagesRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in: the same room types and furniture styles for everyone.
  routes.get(
    '/api/orders/tasks/virtual-staging',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listVirtualStagingStyles',
        summary: 'The virtual staging styles',
        tags,
        querystring: VirtualStagingQuery,
        response: { 200: z.array(VirtualStagingOptionRecord) },
      },
    },
    async (request) => service.listStagingOptions(request.query.type),
  );

  // Public and cacheable: drawings of the room types and furniture styles, the same for everyone.
  routes.get(
    '/api/orders/tasks/virtual-staging/images/:name',
    {
      config: { audience: 'public' },
      schema: {
        operationId: 'getVirtualStagingImage',
        summary: 'A picture of a virtual staging style',
        tags,
        params: ImageParams,
      },
    },
    async (request, reply) => {
      const image = findStagingImage(request.params.name);
      if (!image) throw new AppError(ErrorKey.notFound, 404);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(image);
    },
  );

  // Signed in: the social media film styles; slideshow styles are fixed in the portal.
  routes.get(
    '/api/orders/tasks/sometypes',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listSocialMediaTypes',
        summary: 'The social media formats',
        tags,
        response: { 200: z.array(SomeTypeRecord) },
      },
    },
    async () => service.listSomeTypes(),
  );

  // The calls below: signed in, with access to the task's department; otherwise 404. The completions answer
  // 400 wrongCategory for a task of another category and 409 taskClosed for a closed one.
  routes.get(
    '/api/orders/tasks/:id/images',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listTaskImages',
        summary: 'The pictures a task chooses from',
        tags,
        params: IdParams,
        response: { 200: z.array(TaskImageRecord) },
      },
    },
    async (request) => service.listTaskImages(deps, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/virtual-staging',
    {
      config: { ...completing, audience: 'portal' },
      schema: {
        operationId: 'completeVirtualStagingTask',
        summary: 'Choose pictures for virtual staging',
        tags,
        params: IdParams,
        body: VirtualStagingBody,
        response: completed,
      },
    },
    async (request) =>
      completion.completeVirtualStaging(deps, actorOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/objects-removal',
    {
      config: { ...completing, audience: 'portal' },
      schema: {
        operationId: 'completeObjectsRemovalTask',
        summary: 'Choose pictures for object removal',
        tags,
        params: IdParams,
        body: ObjectsRemovalBody,
        response: completed,
      },
    },
    async (request) =>
      completion.completeObjectsRemoval(deps, actorOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/indoor-renovation',
    {
      config: { ...completing, audience: 'portal' },
      schema: {
        operationId: 'completeIndoorRenovationTask',
        summary: 'Choose pictures for indoor renovation',
        tags,
        params: IdParams,
        body: IndoorRenovationBody,
        response: completed,
      },
    },
    async (request) =>
      completion.completeIndoorRenovation(deps, actorOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/outdoor-renovation',
    {
      config: { ...completing, audience: 'portal' },
      schema: {
        operationId: 'completeOutdoorRenovationTask',
        summary: 'Choose pictures for outdoor renovation',
        tags,
        params: IdParams,
        body: OutdoorRenovationBody,
        response: completed,
      },
    },
    async (request) =>
      completion.completeOutdoorRenovation(deps, actorOf(request), request.params.id, request.body),
  );

  const imageSelectorCalls = [
    ['imageselector', 'completeImageSelectorTask', 'Choose pictures'],
    ['whitebox-imageselector', 'completeWhiteboxTask', 'Choose pictures for whitebox'],
  ] as const;
  for (const [call, operationId, summary] of imageSelectorCalls) {
    routes.post(
      `/api/orders/tasks/:id/complete/${call}`,
      {
        config: { ...completing, audience: 'portal' },
        schema: {
          operationId,
          summary,
          tags,
          params: IdParams,
          body: ImageSelectorBody,
          response: completed,
        },
      },
      async (request) =>
        completion.completeImageSelector(deps, actorOf(request), request.params.id, call, request.body),
    );
  }

  routes.post(
    '/api/orders/tasks/:id/complete/combine-images',
    {
      config: { ...completing, audience: 'portal' },
      schema: {
        operationId: 'completeCombineImagesTask',
        summary: 'Choose pictures to combine',
        tags,
        params: IdParams,
        body: CombineImagesBody,
        response: completed,
      },
    },
    async (request) => completeCombineImages(deps, actorOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/beforeafter',
    {
      config: { ...completing, audience: 'portal' },
      schema: {
        operationId: 'completeBeforeAfterTask',
        summary: 'Choose before and after pictures',
        tags,
        params: IdParams,
        body: BeforeAfterBody,
        response: completed,
      },
    },
    async (request) =>
      completion.completeBeforeAfter(deps, actorOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/some',
    {
      config: { ...completing, audience: 'portal' },
      schema: {
        operationId: 'completeSocialMediaTask',
        summary: 'Choose pictures for social media',
        tags,
        params: IdParams,
        querystring: SomeQuery,
        body: SomeBody,
        response: completed,
      },
    },
    async (request) =>
      completion.completeSome(deps, actorOf(request), request.params.id, request.query.type, request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/some-gif',
    {
      config: { ...completing, audience: 'portal' },
      schema: {
        operationId: 'completeSocialMediaGifTask',
        summary: 'Choose pictures for a social media animation',
        tags,
        params: IdParams,
        body: SomeGifBody,
        response: completed,
      },
    },
    async (request) => completion.completeSomeGif(deps, actorOf(request), request.params.id, request.body),
  );
}
