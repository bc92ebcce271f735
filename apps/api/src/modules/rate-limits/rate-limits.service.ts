import type { Db } from '../../db/client.ts';
import { countHit, deleteEndedWindows } from './rate-limits.repo.ts';

/** Every limit of the database counts calls per minute. */
const WINDOW_SECONDS = 60;

export interface LimitCheck {
  allowed: boolean;
  /** Seconds until the window ends, for Retry-After. */
  secondsLeft: number;
}

/**
 * Counts a call of `key` against `max` calls per minute, shared by every hub process on the database (the
 * call is counted even when refused, so a client that keeps trying stays refused until the window ends).
 */
export async function countLimitedCall(deps: { db: Db }, key: string, max: number): Promise<LimitCheck> {
  const { count, secondsLeft } = await countHit(deps.db, key, WINDOW_SECONDS);
  return { allowed: count <= max, secondsLeft: Math.max(1, secondsLeft) };
}

export function forgetEndedWindows(deps: { db: Db }): Promise<number> {
  return deleteEndedWindows(deps.db, WINDOW_SECONDS);
}
