import { Empty, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { ListSort } from '@/lib/list-filters.ts';

// A sorted column flips between the two directions; a third click never leaves the list unsorted.
export const TEXT_SORT: SortOrder[] = ['ascend', 'descend', 'ascend'];
export const DATE_SORT: SortOrder[] = ['descend', 'ascend', 'descend'];

/** What a list page hands its table besides the rows: whether they load, and the sort kept in the address. */
export interface SortedListProps<K extends string> {
  loading: boolean;
  sort: ListSort<K>;
  onSortChange: (sort: ListSort<K>) => void;
  /** The signed-in user's time zone, for the dates. */
  timeZone: string;
}

/** The column's sort arrow as the list's current sort shows it. */
export const sortOrderOf = <K extends string>(sort: ListSort<K>, key: K): SortOrder =>
  sort.sortOrder === key ? (sort.sortDirection === 'asc' ? 'ascend' : 'descend') : null;

interface ListTableProps<T extends { id: string }, K extends string> {
  rows: T[];
  columns: TableColumnsType<T>;
  loading: boolean;
  /** The hub's sort keys; a column's key names one. */
  sortKeys: z.ZodType<K>;
  defaultSort: ListSort<K>;
  onSortChange: (sort: ListSort<K>) => void;
  /** The page each row opens. */
  rowPath: (row: T) => string;
  empty: string;
}

/**
 * The table of a server-paged list: sorting is the hub's, and the whole row opens its page for a pointer
 * (keyboards and screen readers use the link in the row). The page scrolls with the window and the column
 * titles stay under the portal's header.
 */
export function ListTable<T extends { id: string }, K extends string>(props: ListTableProps<T, K>) {
  const { rows, columns, loading, sortKeys, defaultSort, onSortChange, rowPath, empty } = props;
  const navigate = useNavigate();

  const handleChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = sortKeys.safeParse(single?.columnKey);
    if (!single?.order || !key.success) {
      onSortChange(defaultSort);
      return;
    }
    onSortChange({ sortOrder: key.data, sortDirection: single.order === 'ascend' ? 'asc' : 'desc' });
  };

  return (
    <Table<T>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      size="middle"
      pagination={false}
      onChange={handleChange}
      onRow={(row) => ({
        className: 'portal-clickable-row',
        onClick: (event) => {
          if ((event.target as HTMLElement).closest('a, button')) return;
          void navigate(rowPath(row));
        },
      })}
      sticky={{ offsetHeader: 64 }}
      // While the hub answers, the spinner stands over an empty table: "nothing matches" under it would say
      // what is not yet known.
      locale={{ emptyText: loading ? <div style={{ height: 120 }} /> : <Empty description={empty} /> }}
    />
  );
}
