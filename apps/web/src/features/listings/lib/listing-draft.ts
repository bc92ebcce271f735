import {
  LISTING_MATERIAL_TYPES,
  type ListingItem,
  type ListingSetBody,
  type ListingSetRecord,
  type PresentationSlide,
} from '@portal/contracts';

// The listing set as the office edits it: the form's values are the body of PUT /api/cases/{id}/listing, so
// the hub's `fields` answer lands on the field it names (a caption by its material's id).

export type ListingType = ListingItem['type'];

/** A delivered picture or floor plan the office may put in the listing. */
export interface ListingCandidate {
  id: string;
  name: string;
  type: ListingType;
  thumbnailUrl: string | null;
  active: boolean;
}

const LISTING_TYPES: readonly string[] = LISTING_MATERIAL_TYPES;
const isListingType = (type: string): type is ListingType => LISTING_TYPES.includes(type);

/**
 * What the listing may hold of the case's material: its stored pictures, floor plans and before/after
 * pictures, in the presentation's order. Films and links have no picture to publish.
 */
export function candidatesOf(slides: readonly PresentationSlide[]): ListingCandidate[] {
  return slides.flatMap((slide) =>
    slide.kind === 'image' && isListingType(slide.materialType)
      ? [
          {
            id: slide.id,
            name: slide.name,
            type: slide.materialType,
            thumbnailUrl: slide.thumbnailUrl,
            active: slide.active,
          },
        ]
      : [],
  );
}

/** The form's values of a set: every chosen material has a caption field, empty where none was written. */
export function valuesOf(record: ListingSetRecord): ListingSetBody {
  return {
    materialIds: record.materialIds,
    mainMaterialId: record.mainMaterialId ?? '',
    captions: Object.fromEntries(record.materialIds.map((id) => [id, record.captions[id] ?? ''])),
  };
}

/** The main picture the hub would choose: the first that is not a floor plan, else the first of all. */
export function defaultMainOf(
  materialIds: readonly string[],
  typeOf: (id: string) => ListingType | undefined,
) {
  return materialIds.find((id) => typeOf(id) !== 'Floorplan') ?? materialIds[0] ?? '';
}

/** The set with a material added at its end; the first one added becomes the main picture. */
export function withAdded(
  values: ListingSetBody,
  materialId: string,
  typeOf: (id: string) => ListingType | undefined,
): ListingSetBody {
  if (values.materialIds.includes(materialId)) return values;
  const materialIds = [...values.materialIds, materialId];
  return {
    materialIds,
    mainMaterialId: values.mainMaterialId || defaultMainOf(materialIds, typeOf),
    captions: { ...values.captions, [materialId]: '' },
  };
}

/**
 * The set without a material and its caption (the hub refuses a caption of a material not chosen). When the
 * main picture goes, the hub's default choice among the rest takes its place.
 */
export function withRemoved(
  values: ListingSetBody,
  materialId: string,
  typeOf: (id: string) => ListingType | undefined,
): ListingSetBody {
  const materialIds = values.materialIds.filter((id) => id !== materialId);
  const { [materialId]: _removed, ...captions } = values.captions;
  const mainMaterialId =
    values.mainMaterialId === materialId ? defaultMainOf(materialIds, typeOf) : values.mainMaterialId;
  return { materialIds, mainMaterialId, captions };
}
