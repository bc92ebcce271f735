import type { JobSheetLine, MaterialType } from '@portal/contracts';

/** What a photographer brings and does for a line, in the words of the job sheet. */
export type ShootKind = 'drone' | 'pictures' | 'floorPlan' | 'matterport' | 'panorama' | 'video';

const KIND_OF_TYPE: Partial<Record<MaterialType, ShootKind>> = {
  Picture: 'pictures',
  BeforeAfterPictures: 'pictures',
  AnimatedPicture: 'pictures',
  Floorplan: 'floorPlan',
  Matterport: 'matterport',
  PanoramasJpeg: 'panorama',
  PanoramasHtml5: 'panorama',
  BeforeAfterPanoramas: 'panorama',
  Video: 'video',
  SlideShow: 'video',
};

/**
 * The kinds of work a line asks for, each once, from what its product delivers and its tags (a 720°
 * panorama, a Matterport scan, a film); a drone line says so first.
 */
export function shootKindsOf(
  line: Pick<JobSheetLine, 'deliveredMaterialTypes' | 'tags' | 'aerial'>,
): ShootKind[] {
  const kinds = new Set<ShootKind>(line.aerial ? ['drone'] : []);
  for (const type of line.deliveredMaterialTypes) {
    const kind = KIND_OF_TYPE[type];
    if (kind) kinds.add(kind);
  }
  if (line.tags.includes('MATTERPORT')) kinds.add('matterport');
  if (line.tags.includes('PANORAMA_720')) kinds.add('panorama');
  if (line.tags.includes('VIDEO')) kinds.add('video');
  return [...kinds];
}
