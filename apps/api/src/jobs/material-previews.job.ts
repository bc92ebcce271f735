import type { AppDeps } from '../deps.ts';
import {
  MATERIAL_PREVIEWS_JOB,
  type MaterialPreviewsJobData,
  makeMaterialPreviews,
} from '../modules/assets/material-previews.ts';

/** Registers the worker that makes a delivered picture's web-sized preview and thumbnail. */
export function registerMaterialPreviewsJob(deps: AppDeps): void {
  deps.jobs.work<MaterialPreviewsJobData>(MATERIAL_PREVIEWS_JOB, (data) =>
    makeMaterialPreviews(deps, data.materialId),
  );
}
