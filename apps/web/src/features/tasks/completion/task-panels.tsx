import type { TaskCompletionCall } from '@portal/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { TaskPanelProps } from './task-panel-props.ts';

type LazyPanel = LazyExoticComponent<ComponentType<TaskPanelProps>>;

const virtualStaging = lazy(() => import('../../task-images/virtual-staging-panel.tsx'));
const imageSelector = lazy(() => import('../../task-images/image-selector-panel.tsx'));
const socialMedia = lazy(() => import('../../task-images/social-media-panel.tsx'));

/**
 * The completion screen of each completion call; each is its own chunk, so the task page loads only the
 * code of the task on screen.
 */
export const TASK_PANELS: Record<TaskCompletionCall, LazyPanel> = {
  complete: lazy(() => import('./plain-completion-panel.tsx')),
  uploads: lazy(() => import('../../task-uploads/upload-task-panel.tsx')),
  'virtual-staging': virtualStaging,
  'objects-removal': lazy(() => import('../../task-images/objects-removal-panel.tsx')),
  'indoor-renovation': lazy(() => import('../../task-images/indoor-renovation-panel.tsx')),
  'outdoor-renovation': lazy(() => import('../../task-images/outdoor-renovation-panel.tsx')),
  imageselector: imageSelector,
  'whitebox-imageselector': imageSelector,
  'combine-images': lazy(() => import('../../task-images/combine-images-panel.tsx')),
  beforeafter: lazy(() => import('../../task-images/before-after-panel.tsx')),
  some: socialMedia,
  'some-gif': socialMedia,
  texts: lazy(() => import('../../task-texts/text-task-panel.tsx')),
  'ai-text': lazy(() => import('../../task-texts/ai-text-panel.tsx')),
};
