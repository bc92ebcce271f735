import { z } from 'zod';
import { MaterialsState } from './enums.ts';

/** docs/product.md: archiving or recreating material takes up to 24 hours. */
export const ARCHIVE_HOURS = 24;

/** The archive state of a case's material, as the archive calls answer it. */
export const ArchiveStateRecord = z.object({
  caseId: z.string(),
  materialsState: MaterialsState,
  materialsStateChangedAt: z.string().nullable(),
});
export type ArchiveStateRecord = z.infer<typeof ArchiveStateRecord>;

/** States the portal polls in: a job is moving the files. */
export const isMaterialsStateMoving = (state: MaterialsState) =>
  state === 'ARCHIVING' || state === 'RESTORING';
