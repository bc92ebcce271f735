import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RatingDialog } from './rating-dialog.tsx';

interface RateLineButtonProps {
  orderId: string;
  line: { id: string; productName: string };
  /** Opened at once: the delivery mail links to the order page with the line to rate. */
  initiallyOpen?: boolean;
}

/**
 * "Feedback / complaint" on a delivered order line, opening the dialog that writes to the provider: a
 * message that is answered, not a score, so a speech bubble and no stars
 * (docs/decisions/0140-ratings-as-a-conversation.md).
 */
export function RateLineButton({ orderId, line, initiallyOpen = false }: RateLineButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button
        size="small"
        icon={<MessageOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={t('ratings.openFor', { product: line.productName })}
      >
        {t('ratings.open')}
      </Button>
      {open ? <RatingDialog orderId={orderId} line={line} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
