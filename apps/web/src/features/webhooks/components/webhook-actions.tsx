import type { WebhookEvent, WebhookRecord } from '@portal/contracts';
import { App, Button, Flex, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useDeleteWebhook, usePingWebhook, useUpdateWebhook } from '@/features/webhooks/api/webhook-api.ts';
import { errorText } from '@/lib/errors.ts';
import { useImpersonating } from '@/lib/session.ts';
import { EventChoices } from './event-choices.tsx';

/** The events of an existing webhook, changed in a dialog (at least one). */
function EventsDialog({ webhook, onClose }: { webhook: WebhookRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateWebhook(webhook.id);
  const [events, setEvents] = useState<WebhookEvent[]>(webhook.events);
  return (
    <Modal
      open
      title={t('webhooks.eventsDialog.title')}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ disabled: events.length === 0 }}
      confirmLoading={update.isPending}
      onOk={() => update.mutate({ events }, { onSuccess: onClose })}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('webhooks.form.events')} required>
          <EventChoices value={events} onChange={setEvents} />
        </Form.Item>
      </Form>
      {update.isError ? errorText(t, update.error) : null}
    </Modal>
  );
}

/** What an admin does with a webhook: a test event, its events, pausing or resuming it, deleting it. */
export function WebhookActions({ webhook, onDeleted }: { webhook: WebhookRecord; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ping = usePingWebhook(webhook.id);
  const update = useUpdateWebhook(webhook.id);
  const remove = useDeleteWebhook(webhook.id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A test event changes nothing; the rest would outlast a session acting as someone else.
  const impersonating = useImpersonating();
  const failed = (error: unknown) => void message.error(errorText(t, error));
  return (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        loading={ping.isPending}
        onClick={() => ping.mutate(undefined, { onError: failed })}
      >
        {t('webhooks.actions.ping')}
      </Button>
      <Button disabled={impersonating} onClick={() => setEditing(true)}>
        {t('webhooks.actions.events')}
      </Button>
      <Button
        disabled={impersonating}
        loading={update.isPending}
        onClick={() => update.mutate({ active: !webhook.active }, { onError: failed })}
      >
        {webhook.active ? t('webhooks.actions.pause') : t('webhooks.actions.resume')}
      </Button>
      <Button danger disabled={impersonating} onClick={() => setDeleting(true)}>
        {t('webhooks.actions.delete')}
      </Button>
      {editing ? <EventsDialog webhook={webhook} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        title={t('webhooks.deleteTitle')}
        okText={t('webhooks.actions.delete')}
        danger
        onConfirm={async () => {
          await remove.mutateAsync();
          onDeleted();
        }}
        onClose={() => setDeleting(false)}
      >
        {t('webhooks.deleteText')}
      </ConfirmDialog>
    </Flex>
  );
}
