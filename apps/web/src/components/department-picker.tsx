import { Form, Select } from 'antd';
import { useId } from 'react';
import { useSearchParams } from 'react-router';

interface Department {
  id: number;
  name: string;
}

/**
 * The department a page shows: the one in the address (?department=) when it is among `choices`, else the
 * first; kept in the address so a reload or a link from another page opens the same department.
 */
export function chosenDepartmentId(params: URLSearchParams, choices: Department[]): number {
  const requested = Number(params.get('department'));
  return choices.some((branch) => branch.id === requested) ? requested : (choices[0]?.id ?? 0);
}

/** The labelled department select of such a page; choosing one puts it in the address. */
export function DepartmentPicker({
  label,
  choices,
  value,
}: {
  label: string;
  choices: Department[];
  value: number;
}) {
  const selectId = useId();
  const [, setParams] = useSearchParams();
  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 420 }}>
      <Form.Item label={label} htmlFor={selectId} style={{ marginBottom: 0 }}>
        <Select
          id={selectId}
          value={value}
          showSearch={{ optionFilterProp: 'label' }}
          options={choices.map((branch) => ({ value: branch.id, label: branch.name }))}
          onChange={(id: number) => setParams({ department: String(id) }, { replace: true })}
        />
      </Form.Item>
    </Form>
  );
}
