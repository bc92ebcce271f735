import type { ListingExportFile, ListingLink } from '@portal/contracts';

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

/** A field in double quotes, its own quotes doubled (RFC 4180), so commas and line breaks stay inside. */
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

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

/**
 * The same rows as a CSV: comma-separated with Windows line ends and a byte order mark, so the spreadsheet
 * programs offices open it with read the Nordic letters and the columns right.
 */
export function manifestCsv(files: ListingExportFile[]): string {
  const rows = files.map((file) =>
    [
      String(file.position),
      quoted(file.fileName),
      quoted(file.caption),
      file.type,
      quoted(file.altText),
      quoted(file.credit ?? ''),
      file.alteration ? 'yes' : 'no',
      file.materialId,
    ].join(','),
  );
  return `\uFEFF${[CSV_HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}
