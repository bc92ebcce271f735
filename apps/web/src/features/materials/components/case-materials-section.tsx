import {
  type CaseRecord,
  MATERIALS_LOCKED_STATES,
  type MaterialRecord,
  MaterialsState,
  mapCase,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Flex, Typography } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { MediaLightbox, type MediaSlide } from '@/components/media-lightbox.tsx';
import { Panel } from '@/components/panel.tsx';
import {
  caseAssetsQuery,
  useSetMaterialsActive,
  useSortMaterials,
} from '@/features/materials/api/materials-api.ts';
import { errorText } from '@/lib/errors.ts';
import { useLocale } from '@/lib/i18n.ts';
import { isChoosable, rightsCaption } from '@/lib/usage-rights.ts';
import { slideOf } from '../lib/material-sources.ts';
import { CopyMaterialsDialog } from './copy-materials-dialog.tsx';
import { ALL, MaterialFilters, type MaterialFilterValues } from './material-filters.tsx';
import { MaterialGrid } from './material-grid.tsx';
import { RemoveBatchDialog } from './remove-batch-dialog.tsx';
import { RightsSummaryButton } from './rights-summary-button.tsx';
import './materials.css';

/** Tiles shown at first and added per "show more": a big case keeps the rest of the page within reach. */
const TILES_PER_STEP = 48;

interface CaseMaterialsSectionProps {
  caseRecord: CaseRecord;
  /** Other helpers' buttons (zip download, collage) for the chosen material, shown beside the selection. */
  selectionActions?: (materials: MaterialRecord[]) => ReactNode;
}

/**
 * The case's material (docs/product.md): a grid of thumbnails by batch, active or all, to
 * choose, sort by dragging, hide and show again, copy to another case, or remove a batch for good; each with
 * its usage rights (under it in the lightbox, and the case's summary as a file), and material whose rights
 * expired cannot be chosen. While the material is archived (or moving in or out of the archive) the section
 * only shows it.
 */
export function CaseMaterialsSection({ caseRecord, selectionActions }: CaseMaterialsSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const caseId = caseRecord.id;
  const assets = useQuery(caseAssetsQuery(caseId));
  const sort = useSortMaterials(caseId);
  const setActive = useSetMaterialsActive(caseId);
  const [filters, setFilters] = useState<MaterialFilterValues>({ showAll: true, batchId: ALL, type: ALL });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [opened, setOpened] = useState<number | null>(null);
  const [tileLimit, setTileLimit] = useState(TILES_PER_STEP);
  const [dialog, setDialog] = useState<'copy' | 'removeBatch' | null>(null);

  const materials = useMemo(() => assets.data?.materials ?? [], [assets.data]);
  const types = useMemo(() => new Set(materials.map((material) => material.type)), [materials]);
  const shown = useMemo(
    () =>
      materials.filter(
        (material) =>
          (filters.showAll || material.active) &&
          (filters.batchId === ALL || material.batchId === filters.batchId) &&
          (filters.type === ALL || material.type === filters.type),
      ),
    [materials, filters],
  );
  const state = MaterialsState.parse(assets.data?.materialsState ?? caseRecord.materialInfo.materialsState);
  const readOnly = MATERIALS_LOCKED_STATES.includes(state);
  const choosable = shown.filter(isChoosable);
  const selected = choosable.filter((material) => chosen.has(material.id));
  const selectedIds = selected.map((material) => material.id);
  const slides = useMemo(
    () => shown.map((material) => slideOf(material, rightsCaption(t, material.rights, locale))),
    [shown, t, locale],
  );
  // One array while the material is the same, so the open lightbox keeps its place (MediaLightboxView).
  const shownSlides = useMemo(() => slides.filter((slide): slide is MediaSlide => slide !== null), [slides]);

  const choose = useCallback(
    (materialId: string, value: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        if (value) next.add(materialId);
        else next.delete(materialId);
        return next;
      }),
    [],
  );
  const open = useCallback(
    (materialId: string) => {
      const index = shown.findIndex((material) => material.id === materialId);
      const material = shown[index];
      if (slides[index]) setOpened(slides.slice(0, index).filter(Boolean).length);
      else if (material?.largestSource) window.open(material.largestSource.url, '_blank', 'noopener');
    },
    [shown, slides],
  );
  // The shown tiles keep their places among the hidden ones; only their order among themselves changes.
  const reorder = (shownOrder: string[]) => {
    const shownIds = new Set(shownOrder);
    let next = 0;
    sort.mutate(
      materials.map((material) => (shownIds.has(material.id) ? (shownOrder[next++] as string) : material.id)),
    );
  };
  const changeActive = (active: boolean) =>
    setActive.mutate(
      {
        active,
        materialIds: selected.filter((material) => material.active !== active).map((material) => material.id),
      },
      { onSuccess: () => setChosen(new Set()) },
    );
  const problem = sort.error ?? setActive.error;

  return (
    <Panel
      title={t('materials.section.title')}
      extra={
        materials.length > 0 ? (
          <RightsSummaryButton caseId={caseId} reference={mapCase(caseRecord).reference} />
        ) : null
      }
    >
      {assets.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : assets.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(t, assets.error)}
          action={<Button onClick={() => void assets.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : materials.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('materials.section.none')} />
      ) : (
        <Flex vertical gap={16}>
          {readOnly ? <Alert type="info" showIcon title={t('materials.section.readOnly')} /> : null}
          <MaterialFilters
            values={filters}
            onChange={setFilters}
            batches={assets.data?.batches ?? []}
            types={types}
            shown={shown.length}
            total={materials.length}
          />
          {readOnly ? null : (
            <Flex wrap gap={8} align="center">
              <Checkbox
                checked={selected.length > 0 && selected.length === choosable.length}
                indeterminate={selected.length > 0 && selected.length < choosable.length}
                disabled={choosable.length === 0}
                onChange={(event) =>
                  setChosen(new Set(event.target.checked ? choosable.map((material) => material.id) : []))
                }
              >
                {t('materials.selection.all')}
              </Checkbox>
              <Typography.Text>{t('materials.selection.count', { count: selected.length })}</Typography.Text>
              <Button
                disabled={!selected.some((material) => material.active)}
                loading={setActive.isPending && setActive.variables?.active === false}
                onClick={() => changeActive(false)}
              >
                {t('materials.selection.deactivate')}
              </Button>
              <Button
                disabled={!selected.some((material) => !material.active)}
                loading={setActive.isPending && setActive.variables?.active === true}
                onClick={() => changeActive(true)}
              >
                {t('materials.selection.restore')}
              </Button>
              <Button onClick={() => setDialog('copy')}>
                {selected.length > 0 ? t('materials.selection.copy') : t('materials.selection.copyAll')}
              </Button>
              {selectionActions?.(selected)}
              <Button danger onClick={() => setDialog('removeBatch')}>
                {t('materials.selection.removeBatch')}
              </Button>
            </Flex>
          )}
          {problem ? <Alert type="error" showIcon title={errorText(t, problem)} /> : null}
          {shown.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('materials.section.noneShown')} />
          ) : (
            <MaterialGrid
              materials={shown.slice(0, tileLimit)}
              selected={chosen}
              readOnly={readOnly}
              onSelect={choose}
              onOpen={open}
              onReorder={reorder}
            />
          )}
          {shown.length > tileLimit ? (
            <Button
              className="portal-material-more"
              onClick={() => setTileLimit((limit) => limit + TILES_PER_STEP)}
            >
              {t('materials.section.showMore', {
                count: Math.min(TILES_PER_STEP, shown.length - tileLimit),
                total: shown.length,
              })}
            </Button>
          ) : null}
        </Flex>
      )}
      <MediaLightbox
        slides={shownSlides}
        index={opened ?? 0}
        open={opened !== null}
        onClose={() => setOpened(null)}
      />
      <CopyMaterialsDialog
        caseId={caseId}
        open={dialog === 'copy'}
        materialIds={selectedIds}
        someRightsExpired={materials.some((material) => !isChoosable(material))}
        onClose={() => setDialog(null)}
      />
      <RemoveBatchDialog
        caseId={caseId}
        batches={assets.data?.batches ?? []}
        open={dialog === 'removeBatch'}
        onClose={() => setDialog(null)}
      />
    </Panel>
  );
}
