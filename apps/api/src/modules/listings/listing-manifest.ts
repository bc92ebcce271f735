import type { ListingExportFile, ListingLink } from '@portal/contracts';
import { csvFile } from '../../lib/csv.ts';

// The export's manifest, for the office's publishing tool or a person: manifest.json for programs,
// manifest.csv for a spreadsheet. One row per file, in the export's order.

export interface ManifestInput {
  caseId: string;
  address: string;
  profile: { id: string; name: string };
  exportedAt: Date;
  files: ListingExportFile[];
  links: ListingLink[];
}

export const MANIFEST_JSON = 'manifest.json';
export const MANIFEST_CSV = 'manifest.csv';

export function manifestJson(input: ManifestInput): string {
  const files = input.files.map((file) => ({
    position: file.position,
    file: file.fileName,
    caption: file.caption,
    type: file.type,
    altText: file.altText,
    photographerCredit: file.credit,
    staged: file.alteration !== null,
    alteration: file.alteration,
    sourceMaterialId: file.materialId,
    originalMaterialId: file.originalMaterialId,
    isMain: file.isMain,
    width: file.width,
    height: file.height,
  }));
  const manifest = {
    caseId: input.caseId,
    address: input.address,
    profile: input.profile,
    exportedAt: input.exportedAt.toISOString(),
    files,
    links: input.links,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const CSV_HEADER = [
  'position',
  'file',
  'caption',
  'type',
  'alt_text',
  'photographer_credit',
  'staged',
  'source_material_id',
];

/** The same rows as a CSV (lib/csv.ts: a byte order mark, Windows line ends, cells guarded against formulas). */
export function manifestCsv(files: ListingExportFile[]): string {
  return csvFile(
    CSV_HEADER,
    files.map((file) => [
      file.position,
      file.fileName,
      file.caption,
      file.type,
      file.altText,
      file.credit,
      file.alteration ? 'yes' : 'no',
      file.materialId,
    ]),
  );
}
