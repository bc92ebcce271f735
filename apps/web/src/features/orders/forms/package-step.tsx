import { AppstoreAddOutlined, GiftOutlined } from '@ant-design/icons';
import type { PackageRecord } from '@portal/contracts';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChoiceCardOption, ChoiceCards } from '@/components/choice-cards.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { CUSTOM_PACKAGE, type PackageSelection, STEP } from '@/features/orders/lib/wizard-state.ts';
import { errorText } from '@/lib/errors.ts';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import type { SubmitHandle } from './start-step.tsx';
import { StepActions } from './step-actions.tsx';

interface PackageStepProps {
  packages: { data: PackageRecord[] | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  value: PackageSelection;
  showPrices: boolean;
  submitRef: SubmitHandle;
  onChange: (value: PackageSelection) => void;
  onBack: () => void;
  onNext: (target: number) => void;
}

/** Step one: one of the department's packages for the flow, or "build your own package". */
export function PackageStep({
  packages,
  value,
  showPrices,
  submitRef,
  onChange,
  onBack,
  onNext,
}: PackageStepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [tried, setTried] = useState(false);
  const known =
    value === CUSTOM_PACKAGE || (value !== null && packages.data?.some((item) => item.id === value))
      ? value
      : null;

  const submit = (target: number) => {
    setTried(true);
    if (known !== null) onNext(target);
  };
  submitRef.current = submit;

  if (packages.isPending) return <LoadingSkeleton rows={6} />;
  if (packages.error || !packages.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(t, packages.error)}
        action={<Button onClick={() => void packages.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }

  const options: ChoiceCardOption<number | typeof CUSTOM_PACKAGE>[] = packages.data.map((item) => ({
    value: item.id,
    icon: <GiftOutlined />,
    title: item.name,
    description: item.description || undefined,
    extra: (
      <>
        {item.products.length > 0 ? (
          <>
            <Typography.Text type="secondary">{t('orders.catalogue.includes')}</Typography.Text>
            <ul className="portal-package-contents">
              {item.products.map((product) => (
                <li key={product.id}>
                  {product.quantity > 1 ? `${product.quantity} × ${product.name}` : product.name}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {item.choices.length > 0 ? (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('orders.catalogue.choiceOf', {
              groups: item.choices.map((choice) => choice.group).join(', '),
            })}
          </Typography.Paragraph>
        ) : null}
        {showPrices && item.totalPrice !== null ? (
          <Typography.Text strong className="portal-package-price">
            {t('orders.catalogue.priceFrom', { price: formatPrice(item.totalPrice, item.currency, locale) })}
          </Typography.Text>
        ) : null}
      </>
    ),
  }));
  options.push({
    value: CUSTOM_PACKAGE,
    icon: <AppstoreAddOutlined />,
    title: t('orders.catalogue.custom.title'),
    description: t('orders.catalogue.custom.description'),
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit(STEP.options);
      }}
    >
      {packages.data.length === 0 ? (
        <Alert type="info" showIcon title={t('orders.catalogue.noPackages')} style={{ marginBottom: 16 }} />
      ) : null}
      <ChoiceCards
        label={t('orders.catalogue.packageLabel')}
        value={known}
        options={options}
        minWidth={240}
        onChange={(next) => {
          setTried(false);
          onChange(next);
        }}
        error={tried && known === null ? t('orders.pages.new.choosePackage') : null}
      />
      <StepActions onBack={onBack} nextLabel={t('orders.actions.next')} />
    </form>
  );
}
