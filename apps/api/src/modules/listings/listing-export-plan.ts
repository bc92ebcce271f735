import {
  LISTING_MATERIAL_TYPES,
  type ListingCheckRecord,
  type ListingExportFile,
  type ListingFinding,
  type ListingLink,
  type ListingProfileRecord,
  MaterialTag,
} from '@portal/contracts';
import type { PictureRendition } from '../../adapters/images/picture-rendition.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { linkEntriesOf, linksListOf } from '../downloads/zip-links.ts';
import { isExpiredOn, todayIn } from '../materials/material-rights.service.ts';
import { findMaterialsOfCase, type MaterialRow } from '../materials/materials.service.ts';
import { findTaskCategoriesOfOrderLines } from '../tasks/tasks.service.ts';
import { readCaseListing } from './case-listing.service.ts';
import { alterationsOf } from './listing-alterations.ts';
import { findingsOf, isExportable } from './listing-findings.ts';
import { type PlannedFile, planListingExport } from './listing-plan.ts';
import { findListingProfile } from './listing-profiles.service.ts';

// Everything one profile's export of a case needs, read through the services of the modules that know it:
// the set (listings), the material with its credit and rights (materials), what each order line delivered
// (tasks). The check, the zip and the feed all start here.

export interface ListingExportPlan {
  caseId: string;
  profile: ListingProfileRecord;
  updatedAt: string | null;
  files: PlannedFile[];
  findings: ListingFinding[];
  exportable: boolean;
  links: ListingLink[];
  /** The text file of links, in the profile's language; null when the profile lists none or there are none. */
  linksFile: { fileName: string; content: Buffer } | null;
  /** The file each planned picture is rendered from; a picture whose preview is not drawn yet has none. */
  storageKeys: Map<string, string>;
}

const LISTING_TYPES: readonly string[] = LISTING_MATERIAL_TYPES;
const LOGO_BAND: MaterialTag = MaterialTag.enum.LOGO_BAND;

/** Pictures sharp reads as they are; anything else (a PDF floor plan, HEIC) is exported from its preview. */
const READABLE_TYPES = /^image\/(jpeg|png|webp|tiff|gif|avif)$/;

/**
 * The file a picture is rendered from: the delivered file, or for a PDF floor plan or a format sharp does
 * not read, the preview the previews job drew of it (1600 px on the long side); none until that job ran.
 */
const sourceKeyOf = (material: MaterialRow) =>
  READABLE_TYPES.test(material.contentType ?? '') ? material.storageKey : material.previewKey;

/** Tours, films and other links of the case's active material, as the export lists them. */
const linkMaterialsOf = (all: MaterialRow[]) =>
  all
    .filter((material) => material.active && material.url && !LISTING_TYPES.includes(material.type))
    // Only the material's own address: the cloud scanner's links are the provider's working tools.
    .map((material) => ({ ...material, cloudScannerLinks: [] }));

export async function planExport(
  deps: AppDeps,
  found: { caseId: string; address: string; countryCode: string },
  profileId: string,
): Promise<ListingExportPlan> {
  const profile = await findListingProfile(deps, profileId);
  const { rules } = profile;
  const listing = await readCaseListing(deps, found.caseId);
  const all = await findMaterialsOfCase(deps.db, found.caseId);
  const byId = new Map(all.map((material) => [material.id, material]));
  const chosen = listing.materialIds.flatMap((id) => byId.get(id) ?? []);
  const categories = await findTaskCategoriesOfOrderLines(
    deps.db,
    all.flatMap((material) => material.orderLineId ?? []),
  );
  const alterations = alterationsOf(all, categories);
  const today = todayIn(found.countryCode, nowOf(deps));
  const files = planListingExport({
    materials: chosen.map((material) => ({
      id: material.id,
      type: material.type as PlannedFile['type'],
      width: material.width,
      height: material.height,
      alteration: alterations.get(material.id)?.alteration ?? null,
      originalId: alterations.get(material.id)?.originalId ?? null,
      credit: material.credit,
      watermarked: material.tags.includes(LOGO_BAND),
      expired: isExpiredOn(material, today),
    })),
    mainMaterialId: listing.mainMaterialId,
    captions: listing.captions,
    rules,
  });
  const sizes = new Map(chosen.map((material) => [material.id, material]));
  const findings = findingsOf(files, sizes, rules);
  const linked = rules.listLinks ? linkMaterialsOf(all) : [];
  return {
    caseId: found.caseId,
    profile,
    updatedAt: listing.updatedAt,
    files,
    findings,
    exportable: isExportable(findings),
    links: linkEntriesOf(rules.captionLanguage, linked),
    linksFile: linksListOf(rules.captionLanguage, found.address, linked),
    storageKeys: new Map(
      chosen.flatMap((material) => {
        const key = sourceKeyOf(material);
        return key ? [[material.id, key] as const] : [];
      }),
    ),
  };
}

/** A planned file as the calls answer it, without what only the check reads. */
export const exportFileOf = ({
  watermarked: _watermarked,
  expired: _expired,
  ...file
}: PlannedFile): ListingExportFile => file;

export function checkRecordOf(plan: ListingExportPlan): ListingCheckRecord {
  return {
    caseId: plan.caseId,
    profileId: plan.profile.id,
    exportable: plan.exportable,
    findings: plan.findings,
    files: plan.files.map(exportFileOf),
    links: plan.links,
  };
}

/** How the profile renders a file: the altered label only on an altered picture. */
export const renditionOf = (plan: ListingExportPlan, file: ListingExportFile): PictureRendition => ({
  maxLongEdge: plan.profile.rules.maxLongEdge,
  jpegQuality: plan.profile.rules.jpegQuality,
  maxFileBytes: plan.profile.rules.maxFileBytes,
  label: file.alteration ? plan.profile.rules.alteredLabel : null,
});
