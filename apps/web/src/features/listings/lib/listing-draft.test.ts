import type { ListingSetRecord, PresentationSlide } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { candidatesOf, type ListingType, valuesOf, withAdded, withRemoved } from './listing-draft.ts';

const TYPES: Record<string, ListingType> = { facade: 'Picture', plan: 'Floorplan', kitchen: 'Picture' };
const typeOf = (id: string) => TYPES[id];

const slide = (
  id: string,
  kind: PresentationSlide['kind'],
  materialType: PresentationSlide['materialType'],
) =>
  ({
    id,
    kind,
    materialType,
    name: `${id}.jpg`,
    active: true,
    thumbnailUrl: `/t/${id}`,
  }) as PresentationSlide;

describe('the listing set the office edits', () => {
  it('offers the stored pictures, floor plans and before/after pictures, never films or links', () => {
    const offered = candidatesOf([
      slide('facade', 'image', 'Picture'),
      slide('tour', 'embed', 'Matterport'),
      slide('plan', 'image', 'Floorplan'),
      slide('film', 'video', 'Video'),
      slide('after', 'image', 'BeforeAfterPictures'),
      slide('panorama', 'image', 'PanoramasJpeg'),
    ]);
    expect(offered.map((candidate) => candidate.id)).toEqual(['facade', 'plan', 'after']);
  });

  it('gives every chosen material a caption field, empty where none was written', () => {
    const record = {
      materialIds: ['facade', 'plan'],
      mainMaterialId: 'facade',
      captions: { facade: 'Facade mod syd' },
    } as unknown as ListingSetRecord;
    expect(valuesOf(record)).toEqual({
      materialIds: ['facade', 'plan'],
      mainMaterialId: 'facade',
      captions: { facade: 'Facade mod syd', plan: '' },
    });
  });

  it('makes the first picture added to an empty set its main picture, and a floor plan only when alone', () => {
    const empty = { materialIds: [], mainMaterialId: '', captions: {} };
    const withPlan = withAdded(empty, 'plan', typeOf);
    expect(withPlan.mainMaterialId).toBe('plan');
    const withFacade = withAdded(withPlan, 'facade', typeOf);
    expect(withFacade).toEqual({
      materialIds: ['plan', 'facade'],
      mainMaterialId: 'plan',
      captions: { plan: '', facade: '' },
    });
    expect(withAdded(withFacade, 'facade', typeOf)).toBe(withFacade);
  });

  it('drops a removed material’s caption, and gives the main picture to the first picture left', () => {
    const values = {
      materialIds: ['plan', 'facade', 'kitchen'],
      mainMaterialId: 'facade',
      captions: { plan: 'Plan', facade: 'Facade', kitchen: '' },
    };
    expect(withRemoved(values, 'kitchen', typeOf)).toEqual({
      materialIds: ['plan', 'facade'],
      mainMaterialId: 'facade',
      captions: { plan: 'Plan', facade: 'Facade' },
    });
    expect(withRemoved(values, 'facade', typeOf)).toEqual({
      materialIds: ['plan', 'kitchen'],
      mainMaterialId: 'kitchen',
      captions: { plan: 'Plan', kitchen: '' },
    });
  });
});
