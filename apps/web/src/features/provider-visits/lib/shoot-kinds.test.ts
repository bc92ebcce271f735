import { describe, expect, it } from 'vitest';
import { shootKindsOf } from './shoot-kinds.ts';

describe('shootKindsOf', () => {
  it('names each kind of work once, a drone flight first', () => {
    expect(shootKindsOf({ deliveredMaterialTypes: ['Picture', 'Video'], tags: [], aerial: true })).toEqual([
      'drone',
      'pictures',
      'video',
    ]);
    expect(
      shootKindsOf({
        deliveredMaterialTypes: ['PanoramasJpeg', 'PanoramasHtml5'],
        tags: ['PANORAMA_720'],
        aerial: false,
      }),
    ).toEqual(['panorama']);
    expect(
      shootKindsOf({
        deliveredMaterialTypes: ['Matterport'],
        tags: ['MATTERPORT', 'VIRTUAL_TOUR'],
        aerial: false,
      }),
    ).toEqual(['matterport']);
    expect(shootKindsOf({ deliveredMaterialTypes: ['Floorplan'], tags: [], aerial: false })).toEqual([
      'floorPlan',
    ]);
  });

  it('names nothing for a line whose product delivers nothing it knows (texts, a link)', () => {
    expect(
      shootKindsOf({ deliveredMaterialTypes: ['CopywriteTexts', 'Link'], tags: [], aerial: false }),
    ).toEqual([]);
  });
});
