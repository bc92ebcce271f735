import { mapTaskStatus, type TaskFiltersRecord, TaskStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ListFilterBar } from '@/components/list-filter-bar.tsx';
import type { TaskListFilters } from '@/features/tasks/lib/task-list-filters.ts';

interface TaskFilterBarProps {
  filters: TaskListFilters;
  options: TaskFiltersRecord | undefined;
  onChange: (patch: Partial<TaskListFilters>) => void;
  onClear: () => void;
}

export function TaskFilterBar({ filters, options, onChange, onClear }: TaskFilterBarProps) {
  const { t } = useTranslation();
  // The statuses in their own order, once each ("Unknown" and a missing word are the same).
  const offered = new Set((options?.statuses ?? []).map(mapTaskStatus));

  return (
    <ListFilterBar
      texts="tasks.filters"
      filters={filters}
      onChange={onChange}
      onClear={onClear}
      choices={
        options && {
          departments: options.branches,
          categories: options.types
            .map((type) => ({ value: type, label: t(`tasks.categories.${type}`, { defaultValue: type }) }))
            .toSorted((a, b) => a.label.localeCompare(b.label)),
          statuses: TaskStatus.options
            .filter((status) => offered.has(status))
            .map((status) => ({ value: status, label: t(`tasks.statuses.${status}`) })),
        }
      }
      selectWidths={{ xs: 24, sm: 12, md: 8, xl: 5 }}
      searchWidths={{ xs: 24, sm: 12, md: 8, xl: 6 }}
      clearWidths={{ xs: 24, sm: 12, md: 8, xl: 3 }}
    />
  );
}
