import { mapTaskStatus, type TaskFiltersRecord, TaskStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FilterSelect, ListFilterBar } from '../../../components/list-filter-bar.tsx';
import type { TaskListFilters } from '../api/task-list-filters.ts';

interface TaskFilterBarProps {
  filters: TaskListFilters;
  options: TaskFiltersRecord | undefined;
  onChange: (patch: Partial<TaskListFilters>) => void;
  onClear: () => void;
}

const WIDTHS = { xs: 24, sm: 12, md: 8, xl: 5 } as const;

export function TaskFilterBar({ filters, options, onChange, onClear }: TaskFilterBarProps) {
  const { t } = useTranslation();
  // The statuses in their own order, once each ("Unknown" and a missing word are the same).
  const offered = new Set((options?.statuses ?? []).map(mapTaskStatus));
  const statusOptions = TaskStatus.options
    .filter((status) => offered.has(status))
    .map((status) => ({ value: status, label: t(`tasks.statuses.${status}`) }));
  const categoryOptions = (options?.types ?? [])
    .map((type) => ({ value: type, label: t(`tasks.categories.${type}`, { defaultValue: type }) }))
    .toSorted((a, b) => a.label.localeCompare(b.label));
  const activeFilters = [filters.branchIds, filters.categories, filters.statuses].filter(
    (list) => list.length > 0,
  ).length;
  const common = { placeholder: t('tasks.filters.all'), widths: WIDTHS, loading: !options };

  return (
    <ListFilterBar
      texts="tasks.filters"
      search={filters.search}
      onSearch={(search) => onChange({ search })}
      onClear={onClear}
      activeFilters={activeFilters}
      searchWidths={{ xs: 24, sm: 12, md: 8, xl: 6 }}
      clearWidths={{ xs: 24, sm: 12, md: 8, xl: 3 }}
    >
      {(id) => (
        <>
          <FilterSelect
            {...common}
            id={`${id}-department`}
            label={t('tasks.filters.department')}
            value={filters.branchIds}
            onChange={(branchIds) => onChange({ branchIds })}
            options={options?.branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          />
          <FilterSelect
            {...common}
            id={`${id}-category`}
            label={t('tasks.filters.category')}
            value={filters.categories}
            onChange={(categories) => onChange({ categories })}
            options={categoryOptions}
          />
          <FilterSelect
            {...common}
            id={`${id}-status`}
            label={t('tasks.filters.status')}
            value={filters.statuses}
            onChange={(statuses) => onChange({ statuses })}
            options={statusOptions}
          />
        </>
      )}
    </ListFilterBar>
  );
}
