import type { AppDeps } from '../deps.ts';
import { type ArchiveJobData, runTransition } from '../modules/archive/archive.service.ts';

/** Recreates archived material: RESTORING -> ACTIVE, or back to ARCHIVED on failure. */
export const restoreMaterialsJob = (deps: AppDeps) => (data: ArchiveJobData) =>
  runTransition(deps, data, 'restore');
