import { type ActiveUser, ErrorKey } from '@portal/contracts';
import { App, Form, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetResponsible } from '@/features/orders/api/order-api.ts';

export const userLabel = (user: ActiveUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

interface ResponsibleAgentProps {
  orderId: string;
  value: string | null;
  users: ActiveUser[] | undefined;
}

/** The order's responsible agent; a choice is saved at once, and a refused one goes back. */
export function ResponsibleAgent({ orderId, value, users }: ResponsibleAgentProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useId();
  const save = useSetResponsible(orderId);
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = chosen ?? value;
  const options = (users ?? []).map((user) => ({ value: user.id, label: userLabel(user) }));
  // An agent who has left the department still shows by id rather than as an empty field.
  if (shown && users && !users.some((user) => user.id === shown))
    options.unshift({ value: shown, label: shown });

  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={t('orders.fields.responsible')}
        htmlFor={id}
        extra={t('orders.pages.details.responsibleHint')}
      >
        {/* Until the department's users arrive the agent has no name to show (only an id) and nobody to pick. */}
        <Select
          id={id}
          value={users ? (shown ?? undefined) : undefined}
          loading={!users || save.isPending}
          disabled={!users || save.isPending}
          placeholder={t('orders.fields.chooseUser')}
          showSearch={{ optionFilterProp: 'label' }}
          options={options}
          onChange={(userId: string) => {
            setChosen(userId);
            save.mutate(userId, {
              onSuccess: () => void message.success(t('orders.pages.details.responsibleSaved')),
              onError: () => {
                setChosen(null);
                void message.error(t(ErrorKey.responsibleUpdateError));
              },
              onSettled: () => setChosen(null),
            });
          }}
        />
      </Form.Item>
    </Form>
  );
}
