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
      schema: {
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
    { config: { public: true }, schema: { tags, params: ImageParams } },
    async (request, reply) => {
      const image = findStagingImage(request.params.name);
      if (!image) throw new AppError(ErrorKey.notFound, 404);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(image);
    },
  );

  // Signed in: the social media film styles; slideshow styles are fixed in the portal.
  routes.get(
    '/api/orders/tasks/sometypes',
    { schema: { tags, response: { 200: z.array(SomeTypeRecord) } } },
    async () => service.listSomeTypes(),
  );

  // The calls below: signed in, with access to the task's department; otherwise 404. The completions answer
  // 400 wrongCategory for a task of another category and 409 taskClosed for a closed one.
  routes.get(
    '/api/orders/tasks/:id/images',
    { schema: { tags, params: IdParams, response: { 200: z.array(TaskImageRecord) } } },
    async (request) => service.listTaskImages(deps, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/virtual-staging',
    { config: completing, schema: { tags, params: IdParams, body: VirtualStagingBody, response: completed } },
    async (request) =>
      completion.completeVirtualStaging(deps, actorOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/objects-removal',
    { config: completing, schema: { tags, params: IdParams, body: ObjectsRemovalBody, response: completed } },
    async (request) =>
      completion.completeObjectsRemoval(deps, actorOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/indoor-renovation',
    {
      config: completing,
      schema: { tags, params: IdParams, body: IndoorRenovationBody, response: completed },
    },
    async (request) =>
      completion.completeIndoorRenovation(deps, actorOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/outdoor-renovation',
    {
      config: completing,
      schema: { tags, params: IdParams, body: OutdoorRenovationBody, response: completed },
    },
    async (request) =>
      completion.completeOutdoorRenovation(deps, actorOf(request), request.params.id, request.body),
  );

  for (const call of ['imageselector', 'whitebox-imageselector'] as const) {
    routes.post(
      `/api/orders/tasks/:id/complete/${call}`,
      {
        config: completing,
        schema: { tags, params: IdParams, body: ImageSelectorBody, response: completed },
      },
      async (request) =>
        completion.completeImageSelector(deps, actorOf(request), request.params.id, call, request.body),
    );
  }

  routes.post(
    '/api/orders/tasks/:id/complete/combine-images',
    { config: completing, schema: { tags, params: IdParams, body: CombineImagesBody, response: completed } },
    async (request) => completeCombineImages(deps, actorOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/beforeafter',
    { config: completing, schema: { tags, params: IdParams, body: BeforeAfterBody, response: completed } },
    async (request) =>
      completion.completeBeforeAfter(deps, actorOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/some',
    {
      config: completing,
      schema: { tags, params: IdParams, querystring: SomeQuery, body: SomeBody, response: completed },
    },
    async (request) =>
      completion.completeSome(deps, actorOf(request), request.params.id, request.query.type, request.body),
  );

  routes.post(
    '/api/orders/tasks/:id/complete/some-gif',
    { config: completing, schema: { tags, params: IdParams, body: SomeGifBody, response: completed } },
    async (request) => completion.completeSomeGif(deps, actorOf(request), request.params.id, request.body),
  );
}
