import type {
  ListingAlteration,
  ListingExportFile,
  ListingItem,
  ListingLanguage,
  ListingProfileRules,
} from '@portal/contracts';

// The plan of an export: which file each chosen picture becomes, in the profile's order, with its name,
// exported size, caption and alt text. Plain logic, so the check, the zip and the feed agree on every file.

/** A chosen picture or floor plan with what the hub knows of it besides the office's set. */
export interface PlannedMaterial {
  id: string;
  type: ListingItem['type'];
  width: number | null;
  height: number | null;
  /** Why it carries the altered label; null for a picture as it was taken. */
  alteration: ListingAlteration | null;
  /** The picture it was made from (for an altered one), whether or not the set holds it. */
  originalId: string | null;
  credit: string | null;
  watermarked: boolean;
  /** Its usage rights have expired: the export would use it. */
  expired: boolean;
}

export interface PlanInput {
  /** The set's material in the office's order. */
  materials: PlannedMaterial[];
  mainMaterialId: string | null;
  captions: Record<string, string>;
  rules: ListingProfileRules;
}

export type PlannedFile = ListingExportFile & { watermarked: boolean; expired: boolean };

/** The words of an alt text written where the office wrote no caption, in the profile's language. */
const KIND_WORDS: Record<ListingLanguage, Record<'picture' | 'floorplan', string>> = {
  en: { picture: 'Picture', floorplan: 'Floor plan' },
  da: { picture: 'Billede', floorplan: 'Plantegning' },
  sv: { picture: 'Bild', floorplan: 'Planritning' },
  no: { picture: 'Bilde', floorplan: 'Plantegning' },
};

type Kind = 'picture' | 'floorplan' | 'staged';

const kindOf = (material: PlannedMaterial): Kind =>
  material.type === 'Floorplan' ? 'floorplan' : material.alteration ? 'staged' : 'picture';

/** Moves `id` to just after `anchor` (and after what was already attached to it). */
function placeAfter(order: string[], id: string, anchor: string, attached: Map<string, string>) {
  const rest = order.filter((each) => each !== id);
  const after = attached.get(anchor) ?? anchor;
  rest.splice(rest.indexOf(after) + 1, 0, id);
  attached.set(anchor, id);
  return rest;
}

/**
 * The export's order: the main picture first (`mainFirst`), floor plans last or right after the main
 * picture, and an altered picture right after its original when both are chosen (`stagedAfterOriginal`).
 * When the altered picture is itself the main one, it keeps the lead and its original follows it instead.
 */
export function exportOrder(input: PlanInput): PlannedMaterial[] {
  const { materials, mainMaterialId: main, rules } = input;
  const byId = new Map(materials.map((material) => [material.id, material]));
  let order = materials.map((material) => material.id);
  if (rules.order.mainFirst && main && byId.has(main)) order = [main, ...order.filter((id) => id !== main)];
  // The main picture stays where it is even when it is a floor plan; the other floor plans move.
  const isMovedPlan = (id: string) => byId.get(id)?.type === 'Floorplan' && id !== main;
  const plans = order.filter(isMovedPlan);
  const others = order.filter((id) => !isMovedPlan(id));
  const mainIndex = main ? others.indexOf(main) : -1;
  order =
    rules.order.floorPlans === 'after-main' && mainIndex >= 0
      ? [...others.slice(0, mainIndex + 1), ...plans, ...others.slice(mainIndex + 1)]
      : [...others, ...plans];
  if (rules.order.stagedAfterOriginal) {
    const attached = new Map<string, string>();
    for (const id of [...order]) {
      const original = byId.get(id)?.originalId;
      if (!original || !byId.has(original)) continue;
      order =
        rules.order.mainFirst && id === main
          ? placeAfter(order, original, id, attached)
          : placeAfter(order, id, original, attached);
    }
  }
  return order.map((id) => byId.get(id) as PlannedMaterial);
}

/** `{position}` zero-padded to the set's length (at least two digits) and `{kind}`. */
export function fileNameOf(pattern: string, position: number, count: number, kind: Kind): string {
  const digits = Math.max(2, String(count).length);
  return pattern.replaceAll('{position}', String(position).padStart(digits, '0')).replaceAll('{kind}', kind);
}

/** The size after fitting inside the long edge: scaled down, never up, never cropped. */
export function fittedSize(width: number | null, height: number | null, maxLongEdge: number) {
  if (!width || !height) return { width: null, height: null };
  const scale = Math.min(1, maxLongEdge / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** The caption as exported: the office's text, with the profile's label in brackets for an altered picture. */
export function captionOf(caption: string, alteration: ListingAlteration | null, label: string): string {
  if (!alteration) return caption;
  return caption ? `${caption} (${label})` : label;
}

/** Every file of the export, in the profile's order. */
export function planListingExport(input: PlanInput): PlannedFile[] {
  const { rules } = input;
  const ordered = exportOrder(input);
  const chosen = new Set(ordered.map((material) => material.id));
  const words = KIND_WORDS[rules.captionLanguage];
  return ordered.map((material, index) => {
    const position = index + 1;
    const kind = kindOf(material);
    const written = input.captions[material.id] ?? '';
    const caption = captionOf(written, material.alteration, rules.alteredLabel);
    const described = `${words[kind === 'floorplan' ? 'floorplan' : 'picture']} ${position}`;
    return {
      position,
      fileName: fileNameOf(rules.namingPattern, position, ordered.length, kind),
      materialId: material.id,
      type: material.type,
      caption,
      altText: written ? caption : captionOf(described, material.alteration, rules.alteredLabel),
      alteration: material.alteration,
      originalMaterialId: material.originalId && chosen.has(material.originalId) ? material.originalId : null,
      isMain: material.id === input.mainMaterialId,
      ...fittedSize(material.width, material.height, rules.maxLongEdge),
      credit: material.credit,
      watermarked: material.watermarked,
      expired: material.expired,
    };
  });
}
