import { toWorkCount, type WorkCount } from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import type { AppDeps } from '../../deps.ts';
import { countFeedbackWithOpenAnnotations } from './feedback-counts.repo.ts';

/** material.deliver (as the feedback console): the work orders still waiting for an answer; else null. */
export async function countFeedbackWaiting(deps: AppDeps, actor: Actor): Promise<WorkCount | null> {
  if (!actor.permissions.has('material.deliver')) return null;
  return toWorkCount(await countFeedbackWithOpenAnnotations(deps.db));
}
