import {
  SlideshowStyle,
  SOME_GIF_PICTURES,
  SOME_PICTURES,
  SomeBody,
  SomeStyle,
  STAGING_TEXT_MAX,
  type TaskImageRecord,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Flex, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type ChoiceCardOption, ChoiceCards } from '@/components/choice-cards.tsx';
import { FormField } from '@/components/form-field.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { someTypesQuery, useCompleteImageTask } from '@/features/task-images/api/task-images-api.ts';
import { chosenIds } from '@/features/task-images/lib/form-rules.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import type { TaskPanelProps } from '@/lib/task-panel.ts';
import { ChosenPictures, PictureGrid } from './picture-grid.tsx';
import { PicturesShell } from './pictures-shell.tsx';
import { SubmitBar, useProblemText } from './submit-bar.tsx';

type Kind = 'film' | 'slideshow' | 'gif';

const kindOf = (type: string): Kind =>
  type === 'SOCIAL_MEDIA_GIF' ? 'gif' : type === 'SOCIAL_MEDIA_SLIDESHOW' ? 'slideshow' : 'film';

const Submitted = SomeBody.partial().extend({ style: SomeStyle.optional(), materials: z.array(z.string()) });

/** The style's title: film styles and the fixed slideshow styles each have their own texts. */
const styleKey = (style: string) =>
  (SlideshowStyle.options as readonly string[]).includes(style)
    ? `staging.some.slideshowStyles.${style}`
    : `staging.some.filmStyles.${style}`;

/** SOCIAL_MEDIA, SOCIAL_MEDIA_SLIDESHOW (with a style and a text) and SOCIAL_MEDIA_GIF: pictures in order. */
export default function SocialMediaPanel({ detail, onChanged }: TaskPanelProps) {
  const { t } = useTranslation();
  const kind = kindOf(detail.task.type);
  return (
    <PicturesShell
      detail={detail}
      form={(images) => <SomeForm kind={kind} images={images} detail={detail} onChanged={onChanged} />}
      summary={(images, payload) => {
        const parsed = Submitted.safeParse(payload).data;
        return (
          <Flex vertical gap={12}>
            <Descriptions column={1} size="small">
              {parsed?.style ? (
                <Descriptions.Item label={t('staging.some.style')}>
                  {t(`${styleKey(parsed.style)}.title`)}
                </Descriptions.Item>
              ) : null}
              {parsed?.text ? (
                <Descriptions.Item label={t('staging.some.text')}>
                  <span style={{ whiteSpace: 'pre-line' }}>{parsed.text}</span>
                </Descriptions.Item>
              ) : null}
            </Descriptions>
            <ChosenPictures images={images} ids={parsed?.materials ?? []} />
          </Flex>
        );
      }}
    />
  );
}

interface SomeFormProps extends TaskPanelProps {
  kind: Kind;
  images: TaskImageRecord[];
}

/** The style is one of the offered cards; the hub checks it belongs to the task's category. */
function schemaOf(kind: Kind) {
  const bounds = kind === 'gif' ? SOME_GIF_PICTURES : SOME_PICTURES;
  return z.object({
    style:
      kind === 'gif' ? z.string().optional() : z.string().min(1, { message: 'staging.some.styleRequired' }),
    materials: chosenIds(bounds.min, bounds.max),
    text: SomeBody.shape.text,
  });
}

function SomeForm({ kind, images, detail, onChanged }: SomeFormProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const complete = useCompleteImageTask(detail, onChanged);
  const filmTypes = useQuery({ ...someTypesQuery, enabled: kind === 'film' });
  const styles: ChoiceCardOption<string>[] =
    kind === 'film'
      ? (filmTypes.data ?? []).map((type) => ({
          value: type.code,
          title: t(`${styleKey(type.code)}.title`),
          description: t(type.descriptionKey),
        }))
      : SlideshowStyle.options.map((style) => ({
          value: style,
          title: t(`${styleKey(style)}.title`),
          description: t(`${styleKey(style)}.description`),
        }));
  const schema = useMemo(() => schemaOf(kind), [kind]);
  const { control, handleSubmit, setValue, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({ resolver: keyedZodResolver(schema), defaultValues: { style: '', materials: [], text: '' } });
  const materials = useWatch({ control, name: 'materials' });
  const bounds = kind === 'gif' ? SOME_GIF_PICTURES : SOME_PICTURES;

  if (kind === 'film' && filmTypes.isPending) return <LoadingSkeleton />;

  const submit = ({ style, materials: chosen, text }: z.output<typeof schema>) =>
    complete.mutate(
      kind === 'gif'
        ? { body: { materials: chosen } }
        : { body: { materials: chosen, text }, type: SomeStyle.parse(style) },
    );

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
      <Flex vertical gap={16}>
        {kind === 'gif' ? null : (
          <FormField
            control={control}
            name="style"
            label={t('staging.some.style')}
            required
            render={(field) => (
              <ChoiceCards
                id={field.id}
                label={t('staging.some.style')}
                value={field.value || null}
                options={styles}
                onChange={field.onChange}
                minWidth={180}
              />
            )}
          />
        )}
        <PictureGrid
          label={t('staging.some.choosePictures', bounds)}
          images={images}
          value={materials}
          onChange={(ids) => setValue('materials', ids, { shouldValidate: formState.isSubmitted })}
          max={bounds.max}
          numbered
        />
        {kind === 'gif' ? null : (
          <FormField
            control={control}
            name="text"
            label={t('staging.some.text')}
            extra={t('staging.some.textHint')}
            render={(field) => <Input.TextArea {...field} rows={3} maxLength={STAGING_TEXT_MAX} showCount />}
          />
        )}
        <SubmitBar
          pending={complete.isPending}
          error={complete.error}
          problem={problemText(formState.errors.materials)}
        />
      </Flex>
    </Form>
  );
}
