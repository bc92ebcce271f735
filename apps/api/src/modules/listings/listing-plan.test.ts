import type { ListingProfileRules, TaskCategory } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { alterationsOf } from './listing-alterations.ts';
import { findingsOf, isBelowMinimum } from './listing-findings.ts';
import { fileNameOf, fittedSize, type PlannedMaterial, planListingExport } from './listing-plan.ts';

const rules: ListingProfileRules = {
  minPictures: 1,
  maxPictures: 100,
  minWidth: 1024,
  minHeight: 683,
  maxLongEdge: 3000,
  aspect: 'fit',
  format: 'jpeg',
  jpegQuality: 85,
  maxFileBytes: 10_000_000,
  colourSpace: 'srgb',
  order: { mainFirst: true, floorPlans: 'last', stagedAfterOriginal: true },
  namingPattern: '{position}-{kind}.jpg',
  captionLanguage: 'no',
  listLinks: true,
  floorPlanExpected: true,
  alteredLabel: 'Illustrasjon – digitalt endret',
  refuseWatermarked: true,
};

const material = (id: string, values: Partial<PlannedMaterial> = {}): PlannedMaterial => ({
  id,
  type: 'Picture',
  width: 6000,
  height: 4000,
  alteration: null,
  originalId: null,
  credit: null,
  watermarked: false,
  expired: false,
  ...values,
});

const plan = (materials: PlannedMaterial[], main: string, changes: Partial<ListingProfileRules> = {}) =>
  planListingExport({
    materials,
    mainMaterialId: main,
    captions: { a: 'Stue', s: 'Stue møblert' },
    rules: { ...rules, ...changes, order: { ...rules.order, ...changes.order } },
  });
const order = (files: { materialId: string }[]) => files.map((file) => file.materialId);

describe('the plan of a listing export', () => {
  const plan1 = material('p', { type: 'Floorplan', width: 2000, height: 1500 });
  const staged = material('s', { alteration: 'staged', originalId: 'a' });
  const set = [material('a'), plan1, material('b'), staged, material('c')];

  it('puts the main picture first, floor plans last and a staged picture right after its original', () => {
    expect(order(plan(set, 'b'))).toEqual(['b', 'a', 's', 'c', 'p']);
  });

  it('puts floor plans right after the main picture when the profile wants them there', () => {
    expect(order(plan(set, 'c', { order: { ...rules.order, floorPlans: 'after-main' } }))).toEqual([
      'c',
      'p',
      'a',
      's',
      'b',
    ]);
  });

  it('keeps a staged main picture first, its original right after it', () => {
    expect(order(plan(set, 's'))).toEqual(['s', 'a', 'b', 'c', 'p']);
  });

  it("keeps the office's order when the profile asks for none of it", () => {
    const off = {
      order: { mainFirst: false, floorPlans: 'after-main' as const, stagedAfterOriginal: false },
    };
    expect(order(plan(set, 'a', off))).toEqual(['a', 'p', 'b', 's', 'c']);
  });

  it('names files by position, padded to the set length and at least two digits, and kind', () => {
    expect(plan(set, 'b').map((file) => file.fileName)).toEqual([
      '01-picture.jpg',
      '02-picture.jpg',
      '03-staged.jpg',
      '04-picture.jpg',
      '05-floorplan.jpg',
    ]);
    expect(fileNameOf('{position}.jpg', 7, 120, 'picture')).toBe('007.jpg');
  });

  it('fits inside the long edge without enlarging or cropping', () => {
    expect(fittedSize(6000, 4000, 3000)).toEqual({ width: 3000, height: 2000 });
    expect(fittedSize(4000, 6000, 3000)).toEqual({ width: 2000, height: 3000 });
    expect(fittedSize(1200, 800, 3000)).toEqual({ width: 1200, height: 800 });
    expect(fittedSize(null, 800, 3000)).toEqual({ width: null, height: null });
  });

  it("adds the profile's label to an altered picture's caption and alt text, and links its original", () => {
    const [, , stagedFile, plain] = plan(set, 'b');
    expect(stagedFile).toMatchObject({
      caption: 'Stue møblert (Illustrasjon – digitalt endret)',
      altText: 'Stue møblert (Illustrasjon – digitalt endret)',
      alteration: 'staged',
      originalMaterialId: 'a',
    });
    // No caption written: the alt text names the kind and position in the profile's language.
    expect(plain).toMatchObject({ caption: '', altText: 'Bilde 4', alteration: null });
  });
});

describe('the findings of a listing export', () => {
  const sizes = (materials: PlannedMaterial[]) => new Map(materials.map((each) => [each.id, each]));
  const findings = (materials: PlannedMaterial[], changes: Partial<ListingProfileRules> = {}) =>
    findingsOf(plan(materials, materials[0]?.id ?? ''), sizes(materials), { ...rules, ...changes });

  it('refuses too few and too many pictures', () => {
    expect(findings([material('a')], { minPictures: 2 })).toContainEqual({
      severity: 'refuse',
      code: 'tooFewPictures',
      materialId: null,
      params: { count: 1, min: 2 },
    });
    expect(findings([material('a'), material('b')], { maxPictures: 1 })[0]).toMatchObject({
      code: 'tooManyPictures',
      params: { count: 2, max: 1 },
    });
  });

  it('counts a portrait picture by its sides turned, and refuses one below the minimum', () => {
    expect(isBelowMinimum(683, 1024, rules)).toBe(false);
    expect(isBelowMinimum(1024, 600, rules)).toBe(true);
    expect(findings([material('a', { width: 800, height: 600 })])).toContainEqual({
      severity: 'refuse',
      code: 'belowMinimumSize',
      materialId: 'a',
      params: { width: 800, height: 600, minWidth: 1024, minHeight: 683 },
    });
  });

  it('warns of no floor plan, a staged picture without its original and an unknown size', () => {
    const codes = findings([
      material('a', { width: null }),
      material('s', { alteration: 'staged', originalId: 'gone' }),
    ]).map((finding) => `${finding.severity} ${finding.code} ${finding.materialId}`);
    expect(codes).toEqual(['warn noFloorPlan null', 'warn sizeUnknown a', 'warn stagedWithoutOriginal s']);
  });

  it('refuses a watermarked picture where the profile forbids marks, and only warns elsewhere', () => {
    const marked = [material('a', { watermarked: true })];
    expect(findings(marked, { floorPlanExpected: false })).toEqual([
      { severity: 'refuse', code: 'watermarked', materialId: 'a', params: {} },
    ]);
    expect(findings(marked, { floorPlanExpected: false, refuseWatermarked: false })[0]?.severity).toBe(
      'warn',
    );
  });
});

describe('which material is altered', () => {
  const row = (id: string, values: Partial<Parameters<typeof alterationsOf>[0][number]> = {}) => ({
    id,
    type: 'Picture',
    name: `${id}.jpg`,
    orderLineId: 'photo-line',
    beforeMaterialId: null,
    ...values,
  });
  const lines = new Map<string, TaskCategory[]>([
    ['photo-line', ['UPLOAD_IMAGES']],
    ['staging-line', ['VIRTUAL_STAGING_REMOVE_OBJECTS']],
  ]);

  it('is staged when its order line has a virtual staging task, its original found by file name', () => {
    const found = alterationsOf(
      [
        row('a', { name: 'IMG_0012.JPG' }),
        row('b', { name: 'IMG_001.jpg' }),
        row('s', { name: 'img_0012-staged.jpg', orderLineId: 'staging-line' }),
        row('t', { name: 'kitchen.jpg', orderLineId: 'staging-line' }),
        row('p', { type: 'Floorplan', orderLineId: 'staging-line' }),
      ],
      lines,
    );
    expect(found.get('s')).toEqual({ alteration: 'staged', originalId: 'a' });
    expect(found.get('t')).toEqual({ alteration: 'staged', originalId: null });
    expect(found.has('a')).toBe(false);
    expect(found.has('p')).toBe(false);
  });

  it('takes the before of before/after material as its original; the before itself is as taken', () => {
    const found = alterationsOf(
      [
        row('before', { type: 'BeforeAfterPictures' }),
        row('after', { type: 'BeforeAfterPictures', beforeMaterialId: 'before' }),
        row('alone', { type: 'BeforeAfterPictures' }),
      ],
      lines,
    );
    expect(found.get('after')).toEqual({ alteration: 'beforeAfter', originalId: 'before' });
    expect(found.has('before')).toBe(false);
    expect(found.get('alone')).toEqual({ alteration: 'beforeAfter', originalId: null });
  });
});
