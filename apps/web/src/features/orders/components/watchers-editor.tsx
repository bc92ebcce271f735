import { type ActiveUser, ErrorKey } from '@portal/contracts';
import { Alert, App, Button, Form, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetWatchers } from '@/features/orders/api/order-api.ts';
import { userLabel } from './responsible-agent.tsx';

interface WatchersEditorProps {
  orderId: string;
  saved: string[];
  users: ActiveUser[] | undefined;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((item) => b.includes(item));

/** Users who get the order's status emails; changed in the list, then saved together. */
export function WatchersEditor({ orderId, saved, users }: WatchersEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useId();
  const save = useSetWatchers(orderId);
  const [draft, setDraft] = useState<string[] | null>(null);
  const value = draft ?? saved;
  const known = new Map((users ?? []).map((user) => [user.id, userLabel(user)]));
  const options = [
    ...(users ?? []).map((user) => ({ value: user.id, label: userLabel(user) })),
    ...saved.filter((userId) => !known.has(userId)).map((userId) => ({ value: userId, label: userId })),
  ];

  const submit = () =>
    save.mutate(value, {
      onSuccess: (result) => {
        // docs/product.md: an update answered without the list counts as failed.
        if (!Array.isArray(result?.userIds)) {
          void message.error(t(ErrorKey.watchersUpdateError));
          return;
        }
        setDraft(null);
        void message.success(t('orders.pages.details.watchersSaved'));
      },
    });

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('orders.fields.watchers')} htmlFor={id} extra={t('orders.pages.new.watchersHint')}>
        <Select
          id={id}
          mode="multiple"
          allowClear
          value={value}
          loading={!users}
          placeholder={t('orders.fields.chooseUsers')}
          showSearch={{ optionFilterProp: 'label' }}
          options={options}
          onChange={(next: string[]) => setDraft(next)}
        />
      </Form.Item>
      {save.isError ? (
        <Alert type="error" showIcon title={t(ErrorKey.watchersUpdateError)} style={{ marginBottom: 16 }} />
      ) : null}
      <Button type="primary" onClick={submit} loading={save.isPending} disabled={sameSet(value, saved)}>
        {t('orders.pages.details.saveWatchers')}
      </Button>
    </Form>
  );
}
