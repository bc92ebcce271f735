import { ImageSelectorBody, type TaskImageRecord } from '@portal/contracts';
import { Flex, Form } from 'antd';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCompleteImageTask } from '@/features/task-images/api/task-images-api.ts';
import { chosenIds } from '@/features/task-images/lib/form-rules.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import type { TaskPanelProps } from '@/lib/task-panel.ts';
import { ChosenPictures, PictureGrid } from './picture-grid.tsx';
import { PicturesShell } from './pictures-shell.tsx';
import { SubmitBar, useProblemText } from './submit-bar.tsx';

/** IMAGE_SELECTOR and WHITEBOX_IMAGE_SELECTOR: up to the ordered number of pictures, to be delivered. */
export default function ImageSelectorPanel({ detail, onChanged }: TaskPanelProps) {
  return (
    <PicturesShell
      detail={detail}
      form={(images) => <SelectorForm images={images} detail={detail} onChanged={onChanged} />}
      summary={(images, payload) => (
        <ChosenPictures images={images} ids={ImageSelectorBody.safeParse(payload).data?.materials ?? []} />
      )}
    />
  );
}

function SelectorForm({ images, detail, onChanged }: TaskPanelProps & { images: TaskImageRecord[] }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const complete = useCompleteImageTask(detail, onChanged);
  const max = detail.orderedQuantity;
  const schema = useMemo(() => z.object({ materials: chosenIds(1, max) }), [max]);
  const { control, handleSubmit, setValue, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({ resolver: keyedZodResolver(schema), defaultValues: { materials: [] } });
  const materials = useWatch({ control, name: 'materials' });

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit((body) => complete.mutate({ body }))()}>
      <Flex vertical gap={16}>
        <PictureGrid
          label={t('staging.imageSelector.choosePictures')}
          images={images}
          value={materials}
          onChange={(ids) => setValue('materials', ids, { shouldValidate: formState.isSubmitted })}
          max={max}
        />
        <SubmitBar
          pending={complete.isPending}
          error={complete.error}
          problem={problemText(formState.errors.materials)}
        />
      </Flex>
    </Form>
  );
}
