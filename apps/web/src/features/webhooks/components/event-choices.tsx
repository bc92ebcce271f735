import { WebhookEvent } from '@portal/contracts';
import { Checkbox, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { eventLabelKey } from '@/features/webhooks/lib/events.ts';

/** The events a webhook receives, one checkbox each (the new webhook's form and the events dialog). */
export function EventChoices({
  id,
  value,
  onChange,
  describedBy,
}: {
  id?: string;
  value: WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group value={value} onChange={(checked) => onChange(checked)} aria-describedby={describedBy}>
      <Flex vertical gap={8} id={id}>
        {WebhookEvent.options.map((event) => (
          <Checkbox key={event} value={event}>
            {t(eventLabelKey(event))}
          </Checkbox>
        ))}
      </Flex>
    </Checkbox.Group>
  );
}
