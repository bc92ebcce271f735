import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import {
  ObjectsRemovalBody,
  objectsRemovalProblem,
  RetouchMark,
  STAGING_COMMENT_MAX,
  type TaskImageRecord,
} from '@portal/contracts';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { useCompleteImageTask } from '@/features/task-images/api/task-images-api.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import type { TaskPanelProps } from '@/lib/task-panel.ts';
import { MarkCanvas } from './mark-canvas.tsx';
import { PictureGrid, picturesById } from './picture-grid.tsx';
import { PicturesShell } from './pictures-shell.tsx';
import { SubmitBar } from './submit-bar.tsx';

const Submitted = z.object({ materialId: z.string(), marks: z.array(RetouchMark) });

/** VIRTUAL_STAGING_REMOVE_OBJECTS: one picture, each object to remove marked with a point or an arrow. */
export default function ObjectsRemovalPanel({ detail, onChanged }: TaskPanelProps) {
  const { t } = useTranslation();
  return (
    <PicturesShell
      detail={detail}
      form={(images) => <RemovalForm images={images} detail={detail} onChanged={onChanged} />}
      summary={(images, payload) => {
        const parsed = Submitted.safeParse(payload);
        const image = parsed.data ? picturesById(images).get(parsed.data.materialId) : undefined;
        if (!parsed.data || !image) return <Typography.Text>{t('staging.pictures.gone')}</Typography.Text>;
        return (
          <Flex vertical gap={12}>
            <MarkCanvas image={image} marks={parsed.data.marks} />
            <ol className="portal-mark-list">
              {parsed.data.marks.map((mark, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a mark's number is its position in the list.
                <li key={index}>
                  {t(`staging.objectsRemoval.tools.${mark.tool}`)}
                  {mark.comment ? `: ${mark.comment}` : ''}
                </li>
              ))}
            </ol>
          </Flex>
        );
      }}
    />
  );
}

function RemovalForm({ images, detail, onChanged }: TaskPanelProps & { images: TaskImageRecord[] }) {
  const { t } = useTranslation();
  const complete = useCompleteImageTask(detail, onChanged);
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setValue } = useForm<
    z.input<typeof ObjectsRemovalBody>,
    unknown,
    z.output<typeof ObjectsRemovalBody>
  >({ resolver: keyedZodResolver(ObjectsRemovalBody), defaultValues: { materials: [], marks: [] } });
  const materials = useWatch({ control, name: 'materials' });
  const marks = useWatch({ control, name: 'marks' });
  const chosen = materials[0] ? picturesById(images).get(materials[0]) : undefined;

  // Marks belong to one picture: choosing another starts over.
  const choose = (ids: string[]) => {
    setValue('materials', ids);
    setValue('marks', []);
    setProblem(null);
  };
  const setMarks = (next: typeof marks) => {
    setValue('marks', next);
    setProblem(null);
  };

  const submit = (body: z.output<typeof ObjectsRemovalBody>) => {
    const found = objectsRemovalProblem(body);
    setProblem(found);
    if (!found) complete.mutate({ body });
  };

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
      <Flex vertical gap={16}>
        <PictureGrid
          label={t('staging.objectsRemoval.choosePicture')}
          images={images}
          value={materials}
          onChange={choose}
          max={1}
        />
        {chosen ? (
          <Flex vertical gap={12}>
            <Typography.Text strong>{t('staging.objectsRemoval.howTo')}</Typography.Text>
            <MarkCanvas image={chosen} marks={marks} onAdd={(mark) => setMarks([...marks, mark])} />
            <div>
              <Button
                icon={<UndoOutlined />}
                disabled={marks.length === 0}
                onClick={() => setMarks(marks.slice(0, -1))}
              >
                {t('staging.objectsRemoval.undo')}
              </Button>
            </div>
            {marks.map((mark, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a mark's number is its position in the list.
              <Flex key={index} gap={8} align="flex-start">
                <div style={{ flex: 1 }}>
                  <FormField
                    control={control}
                    name={`marks.${index}.comment`}
                    label={t('staging.objectsRemoval.commentOf', {
                      number: index + 1,
                      tool: t(`staging.objectsRemoval.tools.${mark.tool}`),
                    })}
                    render={(field) => <Input {...field} maxLength={STAGING_COMMENT_MAX} />}
                  />
                </div>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('staging.objectsRemoval.remove', { number: index + 1 })}
                  onClick={() => setMarks(marks.filter((_, position) => position !== index))}
                  style={{ marginTop: 30 }}
                />
              </Flex>
            ))}
          </Flex>
        ) : null}
        <SubmitBar
          pending={complete.isPending}
          error={complete.error}
          problem={problem ? t(problem) : null}
        />
      </Flex>
    </Form>
  );
}
