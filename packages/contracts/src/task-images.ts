// Tasks completed by choosing among the case's delivered pictures: virtual staging and its variants, image
// selectors, combined images, before/after, social media (docs/product.md).
import { z } from 'zod';
import {
  GrassOption,
  OutdoorRemovalOption,
  OutdoorRenovationColour,
  OutdoorRenovationOption,
  RoomType,
  SlideshowStyle,
  SocialMediaFilmStyle,
  type TaskCategory,
  VirtualStagingLabel,
} from './enums.ts';
import { ErrorKey } from './errors.ts';
import { QUANTITY_MAX, writtenText } from './rules.ts';

export const STAGING_COMMENT_MAX = 1000;
export const STAGING_TEXT_MAX = 2000;

/** A field message of its own: the portal has the text in its staging namespace. */
export const PICTURE_USED_TWICE = 'staging.messages.pictureUsedTwice';

/** GET /orders/tasks/{id}/images: a delivered picture of the task's case, with a short-lived URL. */
export const TaskImageRecord = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  isVertical: z.boolean(),
  /** Chosen earlier in an image-selector task. */
  isSelected: z.boolean(),
});
export type TaskImageRecord = z.infer<typeof TaskImageRecord>;

/** The virtual staging categories that furnish rooms; each has its own room types. */
export const StagingCategory = z.enum([
  'VIRTUAL_STAGING',
  'VIRTUAL_STAGING_COMMERCIAL',
  'VIRTUAL_STAGING_720',
]);
export type StagingCategory = z.infer<typeof StagingCategory>;

export const HOME_ROOM_TYPES = [
  'livingRoom',
  'bedroom',
  'bathroom',
  'office',
  'dining',
  'kitchen',
  'outdoor',
  'diningKitchen',
] as const satisfies readonly RoomType[];

export const COMMERCIAL_ROOM_TYPES = [
  'toilet',
  'canteen',
  'lounge',
  'reception',
  'shop',
  'cafe',
  'teaKitchen',
  'office',
] as const satisfies readonly RoomType[];

export function roomTypesOf(category: StagingCategory): readonly RoomType[] {
  return category === 'VIRTUAL_STAGING_COMMERCIAL' ? COMMERCIAL_ROOM_TYPES : HOME_ROOM_TYPES;
}

/** The furniture styles offered for every room (docs/product.md: furniture codes). */
export const FurnitureStyle = z.enum(['SCANDINAVIAN', 'MODERN', 'CLASSIC', 'INDUSTRIAL', 'BOHEMIAN']);
export type FurnitureStyle = z.infer<typeof FurnitureStyle>;

export const VirtualStagingQuery = z.object({ type: StagingCategory });

/** GET /orders/tasks/virtual-staging?type=: a room type with its picture and furniture options. */
export const VirtualStagingOptionRecord = z.object({
  roomType: RoomType,
  imageUrl: z.string(),
  furnitureOptions: z.array(z.object({ code: FurnitureStyle, imageUrl: z.string() })),
});
export type VirtualStagingOptionRecord = z.infer<typeof VirtualStagingOptionRecord>;

const materialId = z.uuid();
const comment = writtenText.pipe(z.string().trim().max(STAGING_COMMENT_MAX)).optional();
const description = writtenText.pipe(z.string().trim().min(1).max(STAGING_TEXT_MAX));

/** Ids chosen from the case's pictures, each at most once. */
function pictureIds(min: number, max: number) {
  return z
    .array(materialId)
    .min(min)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: PICTURE_USED_TWICE });
}

/** Items that each work on one picture, each picture at most once. */
function itemsOf<T extends z.ZodType<{ materialId: string }>>(item: T) {
  return z
    .array(item)
    .min(1)
    .max(QUANTITY_MAX)
    .superRefine((items, context) => {
      const seen = new Set<string>();
      for (const [index, entry] of items.entries()) {
        if (seen.has(entry.materialId)) {
          context.addIssue({ code: 'custom', path: [index, 'materialId'], message: PICTURE_USED_TWICE });
        }
        seen.add(entry.materialId);
      }
    });
}

export const VirtualStagingItem = z.object({
  materialId,
  roomType: RoomType,
  furnitureCode: FurnitureStyle,
  label: VirtualStagingLabel,
  comment,
});

/** POST /orders/tasks/{id}/complete/virtual-staging: 1 to the ordered quantity of pictures. */
export const VirtualStagingBody = z.object({ items: itemsOf(VirtualStagingItem) });
export type VirtualStagingBody = z.input<typeof VirtualStagingBody>;

export const RetouchTool = z.enum(['POINT', 'ARROW']);
export type RetouchTool = z.infer<typeof RetouchTool>;

const relative = z.number().min(0).max(1);

/** An object to remove: a point on it or an arrow to it, in coordinates relative to the picture (0 to 1). */
export const RetouchMark = z
  .object({
    tool: RetouchTool,
    x: relative,
    y: relative,
    toX: relative.optional(),
    toY: relative.optional(),
    comment,
  })
  .superRefine((mark, context) => {
    if (mark.tool !== 'ARROW') return;
    if (mark.toX === undefined)
      context.addIssue({ code: 'custom', path: ['toX'], message: 'rules.required' });
    if (mark.toY === undefined)
      context.addIssue({ code: 'custom', path: ['toY'], message: 'rules.required' });
  });
export type RetouchMark = z.input<typeof RetouchMark>;

/** POST /orders/tasks/{id}/complete/objects-removal: the counts are checked by `objectsRemovalProblem`. */
export const ObjectsRemovalBody = z.object({
  materials: z.array(materialId).max(QUANTITY_MAX),
  marks: z.array(RetouchMark).max(QUANTITY_MAX),
});
export type ObjectsRemovalBody = z.input<typeof ObjectsRemovalBody>;

/** docs/product.md: the retouch flow needs exactly one picture and at least one marked object. */
export function objectsRemovalProblem(body: { materials: unknown[]; marks: unknown[] }): string | null {
  if (body.materials.length !== 1) return ErrorKey.retouchOneImage;
  if (body.marks.length === 0) return ErrorKey.retouchMarkRequired;
  return null;
}

export const IndoorRenovationItem = z.object({ materialId, roomType: RoomType, description });

/** POST /orders/tasks/{id}/complete/indoor-renovation. */
export const IndoorRenovationBody = z.object({ items: itemsOf(IndoorRenovationItem) });
export type IndoorRenovationBody = z.input<typeof IndoorRenovationBody>;

export const OutdoorRenovationChoice = z.object({
  option: OutdoorRenovationOption,
  colour: OutdoorRenovationColour,
});

/** A picture of the outside: new colours for some parts, things to remove or blur, the lawn. */
export const OutdoorRenovationItem = z
  .object({
    materialId,
    options: z
      .array(OutdoorRenovationChoice)
      .max(OutdoorRenovationOption.options.length)
      .refine((choices) => new Set(choices.map((choice) => choice.option)).size === choices.length, {
        message: 'rules.type',
      }),
    removal: OutdoorRemovalOption.optional(),
    grass: GrassOption.optional(),
    comment,
  })
  .refine((item) => item.options.length > 0 || item.removal || item.grass, {
    path: ['options'],
    message: 'staging.messages.outdoorNothingChosen',
  });

/**
 * POST /orders/tasks/{id}/complete/outdoor-renovation (docs/decisions/0120-picture-tasks.md: not in the
 * spec's call list).
 */
export const OutdoorRenovationBody = z.object({ items: itemsOf(OutdoorRenovationItem) });
export type OutdoorRenovationBody = z.input<typeof OutdoorRenovationBody>;

/** POST .../complete/imageselector and .../complete/whitebox-imageselector: 1 to the ordered quantity. */
export const ImageSelectorBody = z.object({ materials: pictureIds(1, QUANTITY_MAX) });
export type ImageSelectorBody = z.input<typeof ImageSelectorBody>;

/** POST .../complete/combine-images: two vertical pictures put side by side into one. */
export const CombineImagesBody = z.object({ materials: pictureIds(2, 2) });
export type CombineImagesBody = z.input<typeof CombineImagesBody>;

export const BeforeAfterPair = z.object({ before: materialId, after: materialId });

/** POST .../complete/beforeafter: 1 to the ordered quantity of pairs, no picture in two places. */
export const BeforeAfterBody = z.object({
  pairs: z
    .array(BeforeAfterPair)
    .min(1)
    .max(QUANTITY_MAX)
    .superRefine((pairs, context) => {
      const seen = new Set<string>();
      for (const [index, pair] of pairs.entries()) {
        for (const side of ['before', 'after'] as const) {
          if (seen.has(pair[side])) {
            context.addIssue({ code: 'custom', path: [index, side], message: PICTURE_USED_TWICE });
          }
          seen.add(pair[side]);
        }
      }
    }),
});
export type BeforeAfterBody = z.input<typeof BeforeAfterBody>;

/** GET /orders/tasks/sometypes: a film style with the key of its short description. */
export const SomeTypeRecord = z.object({ code: SocialMediaFilmStyle, descriptionKey: z.string() });
export type SomeTypeRecord = z.infer<typeof SomeTypeRecord>;

/** Film styles for SOCIAL_MEDIA, slideshow styles (fixed in the portal) for SOCIAL_MEDIA_SLIDESHOW. */
export const SomeStyle = z.enum([...SocialMediaFilmStyle.options, ...SlideshowStyle.options]);
export type SomeStyle = z.infer<typeof SomeStyle>;

export function someStylesOf(category: TaskCategory): readonly SomeStyle[] {
  if (category === 'SOCIAL_MEDIA') return SocialMediaFilmStyle.options;
  if (category === 'SOCIAL_MEDIA_SLIDESHOW') return SlideshowStyle.options;
  return [];
}

export const SomeQuery = z.object({ type: SomeStyle });

export const SOME_PICTURES = { min: 3, max: 20 } as const;
export const SOME_GIF_PICTURES = { min: 2, max: 10 } as const;

/** POST .../complete/some?type=: the pictures of the film or slideshow and an optional text for it. */
export const SomeBody = z.object({
  materials: pictureIds(SOME_PICTURES.min, SOME_PICTURES.max),
  text: writtenText.pipe(z.string().trim().max(STAGING_TEXT_MAX)).optional(),
});
export type SomeBody = z.input<typeof SomeBody>;

/** POST .../complete/some-gif: the pictures of the animation, in their order. */
export const SomeGifBody = z.object({ materials: pictureIds(SOME_GIF_PICTURES.min, SOME_GIF_PICTURES.max) });
export type SomeGifBody = z.input<typeof SomeGifBody>;
