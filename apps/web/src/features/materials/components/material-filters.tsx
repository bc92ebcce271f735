import { type MaterialBatchRecord, MaterialType } from '@portal/contracts';
import { Flex, Segmented, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBatchLabel } from '@/features/materials/hooks/use-batch-label.ts';
import { materialTypeLabel } from '@/lib/material-kinds.ts';

/** The value of the batch and type filters that lets everything through. */
export const ALL = 'all';

export interface MaterialFilterValues {
  showAll: boolean;
  batchId: string;
  type: MaterialType | typeof ALL;
}

interface MaterialFiltersProps {
  values: MaterialFilterValues;
  onChange: (values: MaterialFilterValues) => void;
  batches: MaterialBatchRecord[];
  /** The types the case holds: the type filter shows when there is more than one to choose from. */
  types: ReadonlySet<MaterialType>;
  shown: number;
  total: number;
}

/** All or only active material, one batch or all, one type (floor plans, tours...) or all, and how many show. */
export function MaterialFilters({ values, onChange, batches, types, shown, total }: MaterialFiltersProps) {
  const { t } = useTranslation();
  const batchLabel = useBatchLabel();
  return (
    <Flex wrap gap={12} align="center" className="portal-material-filters">
      <Segmented
        value={values.showAll ? 'all' : 'active'}
        onChange={(value) => onChange({ ...values, showAll: value === 'all' })}
        options={[
          { value: 'all', label: t('materials.filters.all') },
          { value: 'active', label: t('materials.filters.active') },
        ]}
      />
      <Select
        className="portal-material-batch-filter"
        aria-label={t('materials.filters.batch')}
        value={values.batchId}
        onChange={(batchId) => onChange({ ...values, batchId })}
        options={[
          { value: ALL, label: t('materials.filters.allBatches') },
          ...batches.map((batch) => ({ value: batch.id, label: batchLabel(batch) })),
        ]}
      />
      {types.size > 1 || values.type !== ALL ? (
        <Select<MaterialFilterValues['type']>
          className="portal-material-type-filter"
          aria-label={t('materials.filters.type')}
          value={values.type}
          onChange={(type) => onChange({ ...values, type })}
          options={[
            { value: ALL, label: t('materials.filters.allTypes') },
            ...MaterialType.options
              .filter((type) => types.has(type))
              .map((type) => ({ value: type, label: materialTypeLabel(t, type) })),
          ]}
        />
      ) : null}
      <Typography.Text type="secondary">
        {t('materials.section.shown', { count: shown, total })}
      </Typography.Text>
    </Flex>
  );
}
