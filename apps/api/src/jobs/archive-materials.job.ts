import type { AppDeps } from '../deps.ts';
import { type ArchiveJobData, runTransition } from '../modules/archive/archive.service.ts';

/** Moves a case's material into the archive folder: ARCHIVING -> ARCHIVED, or back to ACTIVE on failure. */
export const archiveMaterialsJob = (deps: AppDeps) => (data: ArchiveJobData) =>
  runTransition(deps, data, 'archive');
