import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  type ListingAlteration,
  ListingSetBody,
  type ListingSetRecord,
  type Locale,
} from '@portal/contracts';
import { Alert, App, Button, Flex, Form, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { dragAnnouncements } from '@/lib/drag-announcements.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { fieldProblemText, keyedZodResolver } from '@/lib/form-resolver.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSortingSensors } from '@/lib/use-sorting-sensors.ts';
import { useSaveCaseListing } from '../api/listings-api.ts';
import { type ListingCandidate, valuesOf, withAdded, withRemoved } from '../lib/listing-draft.ts';
import { type CaptionSuggestion, ListingItemRow, type ListingRowMaterial } from './listing-item-row.tsx';
import { MorePictures } from './more-pictures.tsx';

const resolver = keyedZodResolver(ListingSetBody);

interface ListingEditorProps {
  caseId: string;
  record: ListingSetRecord;
  candidates: ListingCandidate[];
  captionSuggestions: CaptionSuggestion[];
  /** The altered pictures among the chosen ones, as the check found them. */
  alterations: ReadonlyMap<string, ListingAlteration>;
  readOnly: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The listing set as a form whose values are the body of its PUT: the chosen pictures in order (dragged by
 * their handle, or moved with the keyboard), the main picture and a caption each; the rest of the case's
 * pictures beside, to add. The hub's problems show next to the caption or the list they are about.
 */
export function ListingEditor({
  caseId,
  record,
  candidates,
  captionSuggestions,
  alterations,
  readOnly,
  onDirtyChange,
}: ListingEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const save = useSaveCaseListing(caseId);
  const { control, handleSubmit, setError, reset, getValues, setValue, formState } = useForm<ListingSetBody>({
    resolver,
    defaultValues: valuesOf(record),
  });
  const materialIds = useWatch({ control, name: 'materialIds' });
  const mainMaterialId = useWatch({ control, name: 'mainMaterialId' });
  const { isDirty } = formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // A set saved elsewhere (another tab, a colleague) replaces the form's values unless the office is editing.
  useEffect(() => {
    if (!isDirty) reset(valuesOf(record));
  }, [record, isDirty, reset]);

  const materials = useMemo(() => {
    const byId = new Map<string, ListingRowMaterial>(
      candidates.map((candidate) => [candidate.id, candidate]),
    );
    for (const item of record.items) {
      if (!byId.has(item.materialId)) {
        byId.set(item.materialId, {
          id: item.materialId,
          name: item.name,
          type: item.type,
          thumbnailUrl: null,
        });
      }
    }
    return byId;
  }, [candidates, record.items]);
  const typeOf = (id: string) => materials.get(id)?.type;
  const chosen = materialIds.flatMap((id) => materials.get(id) ?? []);
  const announcements = useMemo(() => dragAnnouncements(t, chosen), [t, chosen]);
  const sensors = useSortingSensors();

  const replace = (next: ListingSetBody) => {
    setValue('captions', next.captions, { shouldDirty: true });
    setValue('materialIds', next.materialIds, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setValue('mainMaterialId', next.mainMaterialId, { shouldDirty: true });
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = materialIds.indexOf(String(active.id));
    const to = materialIds.indexOf(String(over.id));
    if (from >= 0 && to >= 0) {
      setValue('materialIds', arrayMove(materialIds, from, to), { shouldDirty: true });
    }
  };
  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(valuesOf(saved));
      void message.success(t('listings.editor.saved'));
    } catch (error) {
      applyFieldErrors(error, setError);
    }
  });

  const setProblem =
    fieldProblemText(t, formState.errors.materialIds?.message) ??
    fieldProblemText(t, formState.errors.mainMaterialId?.message);
  const fieldsNamed = isApiError(save.error) && Object.keys(save.error.fields).length > 0;

  return (
    <Flex vertical gap={24}>
      <Panel
        title={t('listings.editor.title', { count: chosen.length })}
        extra={<SavedState record={record} dirty={isDirty} locale={locale} />}
      >
        <Form component={false} colon={false}>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Flex vertical gap={16}>
              {record.saved ? null : <Alert type="info" showIcon title={t('listings.editor.notSaved')} />}
              {readOnly ? null : (
                <Typography.Text type="secondary">
                  {t('listings.editor.intro')}
                  {captionSuggestions.length > 0 ? ` ${t('listings.editor.suggestionsHint')}` : null}
                </Typography.Text>
              )}
              {setProblem ? <Alert type="error" showIcon title={setProblem} role="alert" /> : null}
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                onDragEnd={dragEnd}
                accessibility={{
                  announcements,
                  screenReaderInstructions: { draggable: t('sorting.instructions') },
                }}
              >
                <SortableContext
                  items={materialIds}
                  strategy={verticalListSortingStrategy}
                  disabled={readOnly}
                >
                  <ol className="listing-rows" aria-label={t('listings.editor.listLabel')}>
                    {chosen.map((material, index) => (
                      <ListingItemRow
                        key={material.id}
                        material={material}
                        position={index + 1}
                        isMain={material.id === mainMaterialId}
                        alteration={alterations.get(material.id) ?? null}
                        control={control}
                        captionSuggestions={captionSuggestions}
                        readOnly={readOnly}
                        savedCaption={record.captions[material.id] ?? ''}
                        onMain={(id) => setValue('mainMaterialId', id, { shouldDirty: true })}
                        onRemove={(id) => replace(withRemoved(getValues(), id, typeOf))}
                      />
                    ))}
                  </ol>
                </SortableContext>
              </DndContext>
              {chosen.length === 0 ? (
                <Typography.Text type="secondary">{t('listings.editor.empty')}</Typography.Text>
              ) : null}
              {save.isError && !fieldsNamed ? (
                <Alert type="error" showIcon title={errorText(t, save.error)} />
              ) : null}
              {readOnly ? null : (
                <Flex gap={12} align="center" wrap>
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    {t('listings.editor.save')}
                  </Button>
                  {isDirty ? (
                    <Button onClick={() => reset(valuesOf(record))}>{t('listings.editor.undo')}</Button>
                  ) : null}
                </Flex>
              )}
            </Flex>
          </form>
        </Form>
      </Panel>
      {readOnly ? null : (
        <MorePictures
          candidates={candidates.filter((candidate) => !materialIds.includes(candidate.id))}
          onAdd={(id) => replace(withAdded(getValues(), id, typeOf))}
        />
      )}
    </Flex>
  );
}

function SavedState({ record, dirty, locale }: { record: ListingSetRecord; dirty: boolean; locale: Locale }) {
  const { t } = useTranslation();
  if (dirty) return <Typography.Text type="warning">{t('listings.editor.unsaved')}</Typography.Text>;
  if (!record.updatedAt) return null;
  return (
    <Typography.Text type="secondary">
      {record.updatedByName
        ? t('listings.editor.savedBy', {
            date: formatDate(record.updatedAt, locale, undefined, true),
            name: record.updatedByName,
          })
        : t('listings.editor.savedAt', { date: formatDate(record.updatedAt, locale, undefined, true) })}
    </Typography.Text>
  );
}
