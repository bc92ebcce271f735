import type { AppDeps } from '../deps.ts';
import {
  type MaterialPreviewsJobData,
  makeMaterialPreviews,
} from '../modules/materials/material-previews.service.ts';

/** Makes a delivered picture's web-sized preview and thumbnail. */
export const materialPreviewsJob = (deps: AppDeps) => (data: MaterialPreviewsJobData) =>
  makeMaterialPreviews(deps, data.materialId);
