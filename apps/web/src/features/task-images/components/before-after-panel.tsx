import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { BeforeAfterBody, ErrorKey, type TaskImageRecord } from '@portal/contracts';
import { Alert, Button, Flex, Form, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { useCompleteImageTask } from '@/features/task-images/api/task-images-api.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import type { TaskPanelProps } from '@/lib/task-panel.ts';
import { PictureThumb, picturesById } from './picture-grid.tsx';
import { PicturesShell } from './pictures-shell.tsx';
import { SubmitBar, useProblemText } from './submit-bar.tsx';

type FormInput = z.input<typeof BeforeAfterBody>;
type Pair = FormInput['pairs'][number];

const EMPTY_PAIR: Pair = { before: '', after: '' };
const SIDES = ['before', 'after'] as const;

/** BEFORE_AFTER: pairs of the case's pictures, each showing the property before and after. */
export default function BeforeAfterPanel({ detail, onChanged }: TaskPanelProps) {
  const { t } = useTranslation();
  return (
    <PicturesShell
      detail={detail}
      form={(images) => <PairsForm images={images} detail={detail} onChanged={onChanged} />}
      summary={(images, payload) => {
        const byId = picturesById(images);
        return (
          <Flex vertical gap={16}>
            {(BeforeAfterBody.safeParse(payload).data?.pairs ?? []).map((pair, index) => (
              <Flex key={`${pair.before}-${pair.after}`} vertical gap={8}>
                <Typography.Text strong>
                  {t('staging.beforeAfter.pair', { number: index + 1 })}
                </Typography.Text>
                <Flex gap={12} wrap>
                  {SIDES.map((side) => (
                    <Flex key={side} vertical gap={4}>
                      <Typography.Text type="secondary">{t(`staging.beforeAfter.${side}`)}</Typography.Text>
                      <PictureThumb image={byId.get(pair[side])} />
                    </Flex>
                  ))}
                </Flex>
              </Flex>
            ))}
          </Flex>
        );
      }}
    />
  );
}

function PairsForm({ images, detail, onChanged }: TaskPanelProps & { images: TaskImageRecord[] }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const complete = useCompleteImageTask(detail, onChanged);
  const max = detail.orderedQuantity;
  const schema = useMemo(
    () => z.object({ pairs: BeforeAfterBody.shape.pairs.max(max, { message: 'staging.pictures.tooMany' }) }),
    [max],
  );
  const { control, handleSubmit, setValue, formState } = useForm<FormInput, unknown, z.output<typeof schema>>(
    {
      resolver: keyedZodResolver(schema),
      defaultValues: { pairs: [EMPTY_PAIR] },
    },
  );
  const pairs = useWatch({ control, name: 'pairs' });
  const byId = picturesById(images);
  const options = images.map((image) => ({ value: image.id, label: image.name }));

  // docs/product.md: a before/after needs at least two pictures.
  if (images.length < 2) return <Alert type="warning" showIcon title={t(ErrorKey.notEnoughMaterial)} />;

  const setPairs = (next: Pair[]) => setValue('pairs', next, { shouldValidate: formState.isSubmitted });

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit((body) => complete.mutate({ body }))()}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('staging.beforeAfter.howMany', { count: max })}</Typography.Text>
        {pairs.map((pair, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a pair is known by its number; both sides may be empty.
          <div key={index} className="portal-picture-item portal-pair">
            <Flex justify="space-between" align="center" style={{ gridColumn: '1 / -1' }}>
              <Typography.Text strong>{t('staging.beforeAfter.pair', { number: index + 1 })}</Typography.Text>
              {pairs.length > 1 ? (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => setPairs(pairs.filter((_, position) => position !== index))}
                >
                  {t('staging.beforeAfter.removePair', { number: index + 1 })}
                </Button>
              ) : null}
            </Flex>
            {SIDES.map((side) => (
              <div key={side}>
                <FormField
                  control={control}
                  name={`pairs.${index}.${side}`}
                  label={t(`staging.beforeAfter.${side}`)}
                  required
                  render={(field) => (
                    <Select
                      {...field}
                      value={field.value || undefined}
                      options={options}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={t('staging.beforeAfter.choose')}
                      optionRender={(option) => (
                        <Flex gap={8} align="center">
                          <img
                            className="portal-option-thumb"
                            src={byId.get(String(option.value))?.url}
                            alt=""
                          />
                          {option.label}
                        </Flex>
                      )}
                    />
                  )}
                />
                {pair[side] ? <PictureThumb image={byId.get(pair[side])} /> : null}
              </div>
            ))}
          </div>
        ))}
        {pairs.length < max ? (
          <div>
            <Button icon={<PlusOutlined />} onClick={() => setPairs([...pairs, EMPTY_PAIR])}>
              {t('staging.beforeAfter.addPair')}
            </Button>
          </div>
        ) : null}
        <SubmitBar
          pending={complete.isPending}
          error={complete.error}
          problem={problemText(formState.errors.pairs)}
        />
      </Flex>
    </Form>
  );
}
