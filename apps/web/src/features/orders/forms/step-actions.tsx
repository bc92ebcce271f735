import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

interface StepActionsProps {
  onBack?: () => void;
  nextLabel: string;
  /** Without it the next button submits the step's form. */
  onNext?: () => void;
  nextLoading?: boolean;
  nextDisabled?: boolean;
}

/** Back and next at the foot of a step; on phones they fill the width, next on top. */
export function StepActions({ onBack, nextLabel, onNext, nextLoading, nextDisabled }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} wrap="wrap-reverse" justify="space-between" className="portal-step-actions">
      {onBack ? (
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          {t('orders.actions.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type="primary"
        htmlType={onNext ? 'button' : 'submit'}
        onClick={onNext}
        loading={nextLoading}
        disabled={nextDisabled}
        icon={<ArrowRightOutlined aria-hidden />}
        iconPlacement="end"
      >
        {nextLabel}
      </Button>
    </Flex>
  );
}
