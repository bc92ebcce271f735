import { CaseCategory, LOCATION_MATERIAL_MAX, type LocationMaterialCaseRecord } from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import type { AppDeps } from '../../deps.ts';
import { findVisibleCase } from '../cases/case-access.service.ts';
import { countActiveMaterials } from '../materials/materials.service.ts';
import * as repo from './case-overview.repo.ts';

/** Other cases whose material may show the case's location; only those with active material are offered. */
export async function listLocationMaterial(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
): Promise<LocationMaterialCaseRecord[]> {
  const { case: found } = await findVisibleCase(deps, actor, caseId);
  const rows = await repo.findLocationMaterialCases(deps.db, found, LOCATION_MATERIAL_MAX);
  const counts = await countActiveMaterials(
    deps.db,
    rows.map((row) => row.caseId),
  );
  return rows.flatMap((row) => {
    const materialCount = counts.get(row.caseId) ?? 0;
    const category = CaseCategory.safeParse(row.category);
    if (materialCount === 0 || !category.success) return [];
    return [
      {
        ...row,
        category: category.data,
        sameAddress: Boolean(row.sameAddress),
        materialCount,
        modifiedDate: row.modifiedDate.toISOString(),
      },
    ];
  });
}
