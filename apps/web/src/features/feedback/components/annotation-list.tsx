import { DeleteOutlined } from '@ant-design/icons';
import {
  type AnnotationState,
  type AnnotationTool,
  type FeedbackAnnotationRecord,
  FeedbackKind,
} from '@portal/contracts';
import { Button, Empty, Flex, Input, Select, Tag, Typography } from 'antd';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import type { FeedbackValues } from '../lib/feedback-form.ts';

export interface ListedAnnotation {
  /** The annotation's place in the form's list. */
  index: number;
  key: string;
  label: number;
  tool: AnnotationTool;
  kind: FeedbackKind;
  text: string;
  /** What the provider made of it, once submitted: its state, its reply and any corrected picture. */
  state: AnnotationState | null;
  reply: string | null;
  corrected: FeedbackAnnotationRecord['corrected'];
}

interface AnnotationListProps {
  control: Control<FeedbackValues, unknown, FeedbackValues>;
  annotations: ListedAnnotation[];
  locked: boolean;
  activeIndex: number | null;
  onActivate: (index: number) => void;
  onRemove: (index: number) => void;
  /** The open picture, shown before its correction. */
  pictureUrl: string | null;
}

const STATE_COLORS: Record<AnnotationState, string> = { OPEN: 'gold', DONE: 'green', DECLINED: 'red' };

/** The comments of the open picture by number: kind and text while a draft, their state once submitted. */
export function AnnotationList({
  control,
  annotations,
  locked,
  activeIndex,
  onActivate,
  onRemove,
  pictureUrl,
}: AnnotationListProps) {
  const { t } = useTranslation();
  if (annotations.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={locked ? t('feedback.list.noneSubmitted') : t('feedback.list.none')}
      />
    );
  }
  return (
    <ol
      className="portal-row-list"
      aria-label={t('feedback.list.title')}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {annotations.map((annotation) => (
        <li
          key={annotation.key}
          className={
            annotation.index === activeIndex
              ? 'feedback-annotation feedback-annotation-active'
              : 'feedback-annotation'
          }
          onFocusCapture={() => onActivate(annotation.index)}
          style={{ marginBottom: 16 }}
        >
          <span className="feedback-annotation-number" aria-hidden="true">
            {annotation.label}
          </span>
          <div className="feedback-annotation-body">
            <Typography.Text strong>
              {t('feedback.list.heading', {
                number: annotation.label,
                tool: t(`feedback.tools.${annotation.tool}`),
              })}
            </Typography.Text>
            {locked ? (
              <Flex vertical gap={4} style={{ marginTop: 4 }}>
                <Flex gap={4} wrap>
                  <Tag>{t(`feedback.kinds.${annotation.kind}`)}</Tag>
                  {annotation.state ? (
                    <Tag color={STATE_COLORS[annotation.state]}>
                      {t(`feedback.states.${annotation.state}`)}
                    </Tag>
                  ) : null}
                </Flex>
                <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
                  {annotation.text}
                </Typography.Paragraph>
                <ProviderAnswer annotation={annotation} pictureUrl={pictureUrl} />
              </Flex>
            ) : (
              <EditableAnnotation control={control} annotation={annotation} onRemove={onRemove} />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

function EditableAnnotation({
  control,
  annotation,
  onRemove,
}: Pick<AnnotationListProps, 'control' | 'onRemove'> & { annotation: ListedAnnotation }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        control={control}
        name={`annotations.${annotation.index}.kind`}
        label={t('feedback.list.kind')}
        render={(field) => (
          <Select
            {...field}
            options={FeedbackKind.options.map((kind) => ({
              value: kind,
              label: t(`feedback.kinds.${kind}`),
            }))}
          />
        )}
      />
      <FormField
        control={control}
        name={`annotations.${annotation.index}.text`}
        label={t('feedback.list.text')}
        required
        render={(field) => <Input.TextArea {...field} autoSize={{ minRows: 2, maxRows: 8 }} />}
      />
      <Button
        icon={<DeleteOutlined />}
        onClick={() => onRemove(annotation.index)}
        aria-label={t('feedback.list.remove', { number: annotation.label })}
      >
        {t('feedback.list.removeShort')}
      </Button>
    </>
  );
}

/** The provider's reply and, for a correction, the original and the corrected picture side by side. */
function ProviderAnswer({
  annotation,
  pictureUrl,
}: {
  annotation: ListedAnnotation;
  pictureUrl: string | null;
}) {
  const { t } = useTranslation();
  const corrected = annotation.corrected?.previewUrl ?? annotation.corrected?.url;
  return (
    <>
      {annotation.reply ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
          <Typography.Text type="secondary">{t('feedback.answer.reply')} </Typography.Text>
          {annotation.reply}
        </Typography.Paragraph>
      ) : null}
      {corrected ? (
        <figure
          className="feedback-before-after"
          aria-label={t('feedback.answer.beforeAfter', { number: annotation.label })}
        >
          <div>
            {pictureUrl ? <img src={pictureUrl} alt={t('feedback.answer.before')} /> : null}
            <figcaption>{t('feedback.answer.before')}</figcaption>
          </div>
          <div>
            <img src={corrected} alt={t('feedback.answer.after')} />
            <figcaption>{t('feedback.answer.after')}</figcaption>
          </div>
        </figure>
      ) : null}
    </>
  );
}
