import { CombineImagesBody, ErrorKey, type TaskImageRecord } from '@portal/contracts';
import { Alert, Flex, Form, Typography } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCompleteImageTask } from '@/features/task-images/api/task-images-api.ts';
import { chosenIds } from '@/features/task-images/lib/form-rules.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import type { TaskPanelProps } from '@/lib/task-panel.ts';
import { ChosenPictures, PictureGrid, PictureThumb, picturesById } from './picture-grid.tsx';
import { PicturesShell } from './pictures-shell.tsx';
import { SubmitBar, useProblemText } from './submit-bar.tsx';

const FormSchema = z.object({ materials: chosenIds(2, 2) });
const Submitted = CombineImagesBody.extend({ combinedMaterialId: z.string() });

/** COMBINE_IMAGES: two vertical pictures of the case become one picture, side by side. */
export default function CombineImagesPanel({ detail, onChanged }: TaskPanelProps) {
  const { t } = useTranslation();
  return (
    <PicturesShell
      detail={detail}
      form={(images) => <CombineForm images={images} detail={detail} onChanged={onChanged} />}
      summary={(images, payload) => {
        const parsed = Submitted.safeParse(payload).data;
        const combined = parsed ? picturesById(images).get(parsed.combinedMaterialId) : undefined;
        return (
          <Flex vertical gap={12}>
            <ChosenPictures images={images} ids={parsed?.materials ?? []} />
            <Typography.Text>{t('staging.combine.added')}</Typography.Text>
            {combined ? <PictureThumb image={combined} wide /> : null}
          </Flex>
        );
      }}
    />
  );
}

function CombineForm({ images, detail, onChanged }: TaskPanelProps & { images: TaskImageRecord[] }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const complete = useCompleteImageTask(detail, onChanged);
  const { control, handleSubmit, setValue, formState } = useForm<
    z.input<typeof FormSchema>,
    unknown,
    z.output<typeof FormSchema>
  >({ resolver: keyedZodResolver(FormSchema), defaultValues: { materials: [] } });
  const materials = useWatch({ control, name: 'materials' });
  const byId = picturesById(images);
  const verticals = images.filter((image) => image.isVertical);

  // docs/product.md: combining needs at least two vertical pictures in the case.
  if (verticals.length < 2) return <Alert type="warning" showIcon title={t(ErrorKey.combineNeedsVertical)} />;

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit((body) => complete.mutate({ body }))()}>
      <Flex vertical gap={16}>
        <Typography.Text>{t('staging.combine.onlyVertical')}</Typography.Text>
        <PictureGrid
          label={t('staging.combine.choosePictures')}
          images={images}
          value={materials}
          onChange={(ids) => setValue('materials', ids, { shouldValidate: formState.isSubmitted })}
          max={2}
          numbered
          isUnavailable={(image) => !image.isVertical}
        />
        {materials.length === 2 ? (
          <Flex vertical gap={8}>
            <Typography.Text strong>{t('staging.combine.preview')}</Typography.Text>
            <Flex className="portal-combine-preview">
              {materials.map((id) => (
                <img key={id} src={byId.get(id)?.url} alt={byId.get(id)?.name ?? ''} />
              ))}
            </Flex>
          </Flex>
        ) : null}
        <SubmitBar
          pending={complete.isPending}
          error={complete.error}
          problem={problemText(formState.errors.materials)}
        />
      </Flex>
    </Form>
  );
}
