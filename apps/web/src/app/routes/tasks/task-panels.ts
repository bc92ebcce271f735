import type { TaskCompletionCall } from '@portal/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { TaskPanelProps } from '@/lib/task-panel.ts';

type LazyPanel = LazyExoticComponent<ComponentType<TaskPanelProps>>;

const virtualStaging = lazy(() => import('@/features/task-images/components/virtual-staging-panel.tsx'));
const imageSelector = lazy(() => import('@/features/task-images/components/image-selector-panel.tsx'));
const socialMedia = lazy(() => import('@/features/task-images/components/social-media-panel.tsx'));

/**
 * The completion screen of each completion call; each is its own chunk, so the task page loads only the
 * code of the task on screen.
 */
export const TASK_PANELS: Record<TaskCompletionCall, LazyPanel> = {
  complete: lazy(() => import('@/features/tasks/components/plain-completion-panel.tsx')),
  uploads: lazy(() => import('@/features/task-uploads/components/upload-task-panel.tsx')),
  'virtual-staging': virtualStaging,
  'objects-removal': lazy(() => import('@/features/task-images/components/objects-removal-panel.tsx')),
  'indoor-renovation': lazy(() => import('@/features/task-images/components/indoor-renovation-panel.tsx')),
  'outdoor-renovation': lazy(() => import('@/features/task-images/components/outdoor-renovation-panel.tsx')),
  imageselector: imageSelector,
  'whitebox-imageselector': imageSelector,
  'combine-images': lazy(() => import('@/features/task-images/components/combine-images-panel.tsx')),
  beforeafter: lazy(() => import('@/features/task-images/components/before-after-panel.tsx')),
  some: socialMedia,
  'some-gif': socialMedia,
  texts: lazy(() => import('@/features/task-texts/components/text-task-panel.tsx')),
  'ai-text': lazy(() => import('@/features/task-texts/components/ai-text-panel.tsx')),
};
