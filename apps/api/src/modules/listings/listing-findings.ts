import type { ListingFinding, ListingProfileRules } from '@portal/contracts';
import type { PlannedFile } from './listing-plan.ts';

// What a profile would refuse or warn about in a planned export (docs/listing-profiles.md, "The check").
// The set's own findings come first, then each picture's in the export's order.

/**
 * A picture is below the minimum when its long side is below the larger of the profile's minimum width
 * and height, or its short side below the smaller: a portrait picture is held to the same sides turned, so
 * a 683 × 1024 picture passes a 1024 × 683 minimum as its landscape twin does.
 */
export function isBelowMinimum(width: number, height: number, rules: ListingProfileRules): boolean {
  const [long, short] = width >= height ? [width, height] : [height, width];
  const minLong = Math.max(rules.minWidth, rules.minHeight);
  const minShort = Math.min(rules.minWidth, rules.minHeight);
  return long < minLong || short < minShort;
}

/** The source sizes of the chosen material, as delivered (before the export scales them down). */
export type SourceSizes = Map<string, { width: number | null; height: number | null }>;

export function findingsOf(
  files: PlannedFile[],
  sources: SourceSizes,
  rules: ListingProfileRules,
): ListingFinding[] {
  const findings: ListingFinding[] = [];
  const ofSet = (severity: ListingFinding['severity'], code: ListingFinding['code'], params = {}) =>
    findings.push({ severity, code, materialId: null, params });
  const count = files.length;
  if (count < rules.minPictures) ofSet('refuse', 'tooFewPictures', { count, min: rules.minPictures });
  if (count > rules.maxPictures) ofSet('refuse', 'tooManyPictures', { count, max: rules.maxPictures });
  if (rules.floorPlanExpected && !files.some((file) => file.type === 'Floorplan'))
    ofSet('warn', 'noFloorPlan');
  for (const file of files) {
    const ofFile = (severity: ListingFinding['severity'], code: ListingFinding['code'], params = {}) =>
      findings.push({ severity, code, materialId: file.materialId, params });
    const { width, height } = sources.get(file.materialId) ?? { width: null, height: null };
    if (!width || !height) ofFile('warn', 'sizeUnknown');
    else if (isBelowMinimum(width, height, rules)) {
      ofFile('refuse', 'belowMinimumSize', {
        width,
        height,
        minWidth: rules.minWidth,
        minHeight: rules.minHeight,
      });
    }
    if (file.alteration && !file.originalMaterialId) ofFile('warn', 'stagedWithoutOriginal');
    if (file.watermarked) ofFile(rules.refuseWatermarked ? 'refuse' : 'warn', 'watermarked');
    // Every profile: whatever the portal accepts, the office may no longer use the picture.
    if (file.expired) ofFile('refuse', 'rightsExpired');
  }
  return findings;
}

export const isExportable = (findings: ListingFinding[]) =>
  findings.every((finding) => finding.severity !== 'refuse');
