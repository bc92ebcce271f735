import { randomUUID } from 'node:crypto';
import type { OrderDraft, OrderDraftBody } from '@portal/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import * as repo from './order-drafts.repo.ts';

type DraftBody = z.output<typeof OrderDraftBody>;

function toDraft(row: repo.DraftRow): OrderDraft {
  const data = row.data as { id?: unknown; step?: unknown; flow?: unknown; data?: unknown };
  return {
    id: String(data.id ?? ''),
    step: typeof data.step === 'number' ? data.step : 0,
    flow: (data.flow ?? null) as OrderDraft['flow'],
    data: (data.data ?? {}) as Record<string, unknown>,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The signed-in user's unfinished new order, if any. */
export async function getDraft(deps: AppDeps, actor: Actor): Promise<OrderDraft | null> {
  const row = await repo.findDraft(deps.db, actor.userId);
  return row ? toDraft(row) : null;
}

export async function saveDraft(deps: AppDeps, actor: Actor, body: DraftBody): Promise<OrderDraft> {
  const draft = { id: body.id || randomUUID(), step: body.step, flow: body.flow, data: body.data };
  const row = await repo.saveDraft(deps.db, actor.userId, draft, nowOf(deps));
  return toDraft(row);
}

/** Restarting the new-order flow: the unfinished order is forgotten. */
export async function deleteDraft(deps: AppDeps, actor: Actor): Promise<void> {
  await repo.deleteDraft(deps.db, actor.userId);
}
