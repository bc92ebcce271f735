import type { ListingAlteration, TaskCategory } from '@portal/contracts';

// Which delivered material is altered and what it was made from (docs/listing-profiles.md, "Altered
// pictures"). Plain logic over the case's material and the task categories of its order lines.

/** The fields of a material these rules read. */
export interface AlterableMaterial {
  id: string;
  type: string;
  name: string;
  orderLineId: string | null;
  beforeMaterialId: string | null;
}

export interface Alteration {
  alteration: ListingAlteration;
  /** What it was made from; null when the hub cannot tell. */
  originalId: string | null;
}

/** Every task category of the virtual staging products: furnishing, removing objects, renovating. */
export const isStagingCategory = (category: TaskCategory) => category.startsWith('VIRTUAL_STAGING');

/** "IMG_0012-staged.JPG" -> "img_0012-staged". */
const stemOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).toLowerCase();
};

/** The original's name continued by a separator: "img_0012" in "img_0012-staged", "img_0012 (1)". */
const SEPARATORS = ['-', '_', ' ', '.', '('];
const madeFrom = (stagedStem: string, originalStem: string) =>
  stagedStem === originalStem ||
  (stagedStem.startsWith(originalStem) && SEPARATORS.includes(stagedStem.charAt(originalStem.length)));

/**
 * The original of a staged picture that does not name its before: the case's unaltered picture whose file
 * name the staged one was made from (the same name, or that name followed by a separator and more, the
 * longest such name winning). None when no name matches: a guess would offer the wrong room beside it.
 */
function originalByName(staged: AlterableMaterial, candidates: AlterableMaterial[]): string | null {
  const stagedStem = stemOf(staged.name);
  let found: { id: string; length: number } | null = null;
  for (const candidate of candidates) {
    const stem = stemOf(candidate.name);
    if (candidate.id === staged.id || !madeFrom(stagedStem, stem)) continue;
    if (!found || stem.length > found.length) found = { id: candidate.id, length: stem.length };
  }
  return found?.id ?? null;
}

/**
 * The altered pictures of a case, by material id:
 * - `staged`: a picture delivered to an order line whose product has a virtual staging task; its original
 *   is its `beforeMaterialId`, else found by file name among the case's unaltered pictures.
 * - `beforeAfter`: the "after" of before/after material (a `beforeMaterialId`), its original the "before";
 *   a before/after picture that no other names as its before and that names none is labelled too, without
 *   an original, since the hub cannot tell which half it is. The "before" of a pair is the photo as taken.
 * Floor plans are drawings, never labelled.
 */
export function alterationsOf(
  materials: AlterableMaterial[],
  categoriesOfLines: Map<string, TaskCategory[]>,
): Map<string, Alteration> {
  const isStaged = (material: AlterableMaterial) =>
    (categoriesOfLines.get(material.orderLineId ?? '') ?? []).some(isStagingCategory);
  const befores = new Set(materials.flatMap((material) => material.beforeMaterialId ?? []));
  const unaltered = materials.filter(
    (material) => material.type === 'Picture' && !isStaged(material) && !material.beforeMaterialId,
  );
  const found = new Map<string, Alteration>();
  for (const material of materials) {
    if (material.type === 'Floorplan') continue;
    if (isStaged(material)) {
      const originalId = material.beforeMaterialId ?? originalByName(material, unaltered);
      found.set(material.id, { alteration: 'staged', originalId });
    } else if (material.beforeMaterialId) {
      found.set(material.id, { alteration: 'beforeAfter', originalId: material.beforeMaterialId });
    } else if (material.type === 'BeforeAfterPictures' && !befores.has(material.id)) {
      found.set(material.id, { alteration: 'beforeAfter', originalId: null });
    }
  }
  return found;
}
