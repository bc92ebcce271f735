import { AimOutlined, ArrowRightOutlined, GatewayOutlined } from '@ant-design/icons';
import type { AnnotationTool, FeedbackRecord } from '@portal/contracts';
import { Alert, App, Button, Col, Flex, Form, Row, Segmented, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { type FieldErrors, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Panel } from '@/components/panel.tsx';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { useFeedbackActions } from '../api/feedback-api.ts';
import { numberPerPicture } from '../lib/annotation-geometry.ts';
import { type FeedbackValues, feedbackResolver, toFeedbackValues } from '../lib/feedback-form.ts';
import { AnnotationCanvas } from './annotation-canvas.tsx';
import { AnnotationList } from './annotation-list.tsx';
import { PictureStrip } from './picture-strip.tsx';

const TOOL_ICONS = { POINT: <AimOutlined />, ARROW: <ArrowRightOutlined />, LASSO: <GatewayOutlined /> };

/**
 * The feedback of one order line: pick a picture, draw on it with a tool, give each comment a kind and a
 * text, save the draft, and submit it for review; after that it is shown read-only with each comment's state.
 */
export function FeedbackEditor({
  orderId,
  lineId,
  record,
}: {
  orderId: string;
  lineId: string;
  record: FeedbackRecord;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locked = record.state === 'SUBMITTED';
  const { save, submit } = useFeedbackActions(orderId, lineId);
  const resolver = useMemo(feedbackResolver, []);
  const form = useForm<FeedbackValues, unknown, FeedbackValues>({
    resolver,
    defaultValues: toFeedbackValues(record),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'annotations' });
  const [pictureId, setPictureId] = useState(record.pictures[0]?.materialId);
  const [tool, setTool] = useState<AnnotationTool>('POINT');
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<FeedbackValues | null>(null);

  const removeAnnotation = (index: number) => {
    remove(index);
    setActiveIndex(null);
  };
  const surfaceId = useId();
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<`annotations.${number}.text` | 'surface' | null>(
    null,
  );
  // After the list's Remove button is gone the focus must land somewhere, once the list has re-rendered.
  useEffect(() => {
    if (!focusAfterRemoval) return;
    if (focusAfterRemoval === 'surface') document.getElementById(surfaceId)?.focus();
    else form.setFocus(focusAfterRemoval);
    setFocusAfterRemoval(null);
  }, [focusAfterRemoval, form, surfaceId]);

  const numbered = numberPerPicture(fields.map((field, index) => ({ ...field, index })));
  const counts = new Map<string, number>();
  for (const annotation of numbered) counts.set(annotation.materialId, annotation.label);
  const onPicture = numbered.filter((annotation) => annotation.materialId === pictureId);
  /** Removed with the list's button: the focus goes to the next comment's text, else the one before, else the surface. */
  const removeFromList = (index: number) => {
    const position = onPicture.findIndex((annotation) => annotation.index === index);
    const neighbour = onPicture[position + 1] ?? onPicture[position - 1];
    removeAnnotation(index);
    // The comments after the removed one move up one place in the form's list.
    const moved = neighbour && neighbour.index > index ? neighbour.index - 1 : neighbour?.index;
    setFocusAfterRemoval(moved === undefined ? 'surface' : `annotations.${moved}.text`);
  };
  const picture = record.pictures.find((candidate) => candidate.materialId === pictureId);

  const fieldNames = fields.flatMap(
    (_, index) => [`annotations.${index}.text`, `annotations.${index}.points`] as const,
  );
  const saveDraft = async (values: FeedbackValues) => {
    try {
      // The hub's answer carries the labels it gave; the form takes them as its new starting point.
      form.reset(toFeedbackValues(await save.mutateAsync(values)));
    } catch (error) {
      applyFieldErrors(error, form.setError, fieldNames);
      throw error;
    }
  };
  // A comment with a problem may be on another picture: open that one, so the message is seen.
  const showFirstProblem = (errors: FieldErrors<FeedbackValues>) => {
    const problems = errors.annotations;
    const index = Array.isArray(problems) ? problems.findIndex((problem) => problem !== undefined) : -1;
    const field = fields[index];
    if (field) {
      setPictureId(field.materialId);
      setActiveIndex(index);
    }
  };
  const onSave = form.handleSubmit(async (values) => {
    try {
      await saveDraft(values);
      void message.success(t('feedback.page.saved'));
    } catch {
      // Shown under the form, and next to the comment the hub names.
    }
  }, showFirstProblem);

  return (
    <Form layout="vertical" onFinish={() => void onSave()}>
      <Flex vertical gap={16}>
        {locked ? <SubmittedNotice record={record} /> : null}
        {record.pictures.length === 0 ? (
          <Alert type="info" showIcon title={t('feedback.page.noPictures')} />
        ) : (
          <PictureStrip
            pictures={record.pictures}
            selectedId={pictureId}
            counts={counts}
            onSelect={setPictureId}
          />
        )}
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={15}>
            {picture ? (
              <Flex vertical gap={12}>
                {locked ? null : (
                  <Segmented<AnnotationTool>
                    value={tool}
                    onChange={setTool}
                    aria-label={t('feedback.tools.label')}
                    options={(['POINT', 'ARROW', 'LASSO'] as const).map((value) => ({
                      value,
                      icon: TOOL_ICONS[value],
                      label: t(`feedback.tools.${value}`),
                    }))}
                  />
                )}
                <AnnotationCanvas
                  key={picture.materialId}
                  surfaceId={surfaceId}
                  src={picture.previewUrl ?? picture.url ?? ''}
                  alt={picture.name}
                  tool={locked ? null : tool}
                  marks={onPicture.map((annotation) => ({
                    key: annotation.id,
                    label: annotation.label,
                    tool: annotation.tool,
                    points: annotation.points,
                    selected: annotation.index === activeIndex,
                  }))}
                  onDraw={(drawnTool, points, byKeyboard) => {
                    // Placed with the keyboard, the new comment's text takes the focus, ready to be written.
                    append(
                      { materialId: picture.materialId, tool: drawnTool, points, kind: 'CHANGE', text: '' },
                      { shouldFocus: byKeyboard, focusName: `annotations.${fields.length}.text` },
                    );
                    setActiveIndex(fields.length);
                  }}
                  onSelect={(key) => setActiveIndex(fields.findIndex((field) => field.id === key))}
                  onRemove={(key) => removeAnnotation(fields.findIndex((field) => field.id === key))}
                />
              </Flex>
            ) : null}
          </Col>
          <Col xs={24} lg={9}>
            <Panel title={t('feedback.list.title')}>
              <AnnotationList
                control={form.control}
                annotations={onPicture.map((annotation) => ({
                  index: annotation.index,
                  key: annotation.id,
                  label: annotation.label,
                  tool: annotation.tool,
                  kind: form.getValues(`annotations.${annotation.index}.kind`),
                  text: form.getValues(`annotations.${annotation.index}.text`),
                  state: record.annotations[annotation.index]?.state ?? null,
                  reply: record.annotations[annotation.index]?.reply ?? null,
                  corrected: record.annotations[annotation.index]?.corrected ?? null,
                }))}
                pictureUrl={picture?.previewUrl ?? picture?.url ?? null}
                locked={locked}
                activeIndex={activeIndex}
                onActivate={setActiveIndex}
                onRemove={removeFromList}
              />
            </Panel>
          </Col>
        </Row>
        {save.isError ? <Alert type="error" showIcon title={errorText(t, save.error)} /> : null}
        {locked ? null : (
          <Flex gap={8} wrap>
            <Button htmlType="submit" loading={save.isPending}>
              {t('feedback.page.saveDraft')}
            </Button>
            <Button type="primary" onClick={() => void form.handleSubmit(setConfirming, showFirstProblem)()}>
              {t('feedback.page.submit')}
            </Button>
          </Flex>
        )}
      </Flex>
      <ConfirmDialog
        open={confirming !== null}
        title={t('feedback.page.submitTitle')}
        okText={t('feedback.page.submit')}
        onConfirm={async () => {
          if (!confirming) return;
          // Always saved first: newly drawn comments need not count as a change of the form to be unsaved.
          await saveDraft(confirming);
          await submit.mutateAsync();
          void message.success(t('feedback.page.submitted'));
        }}
        onClose={() => setConfirming(null)}
      >
        <Typography.Paragraph>{t('feedback.page.submitBody')}</Typography.Paragraph>
      </ConfirmDialog>
    </Form>
  );
}

function SubmittedNotice({ record }: { record: FeedbackRecord }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t('feedback.page.lockedTitle')}
      description={t('feedback.page.lockedBody', { name: record.submittedBy?.name ?? '–' })}
    />
  );
}
