import { ErrorKey, type PackageRecord, type ProductRecord } from '@portal/contracts';
import { Alert, Button, Flex, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { ProductQuantityList } from '@/features/orders/components/product-quantity-list.tsx';
import {
  breaksSeparateOnly,
  chosenOption,
  optionValue,
  selectionOf,
} from '@/features/orders/lib/order-selection.ts';
import { choiceKey, type OptionValues, quantityKey, STEP } from '@/features/orders/lib/wizard-state.ts';
import { errorText } from '@/lib/errors.ts';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import type { SubmitHandle } from './start-step.tsx';
import { StepActions } from './step-actions.tsx';

interface OptionsStepProps {
  /** The chosen package; null for "build your own package". */
  pkg: PackageRecord | null;
  products: { data: ProductRecord[] | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  values: OptionValues;
  showPrices: boolean;
  submitRef: SubmitHandle;
  onChange: (values: OptionValues) => void;
  onBack: () => void;
  onNext: (target: number) => void;
}

/**
 * Step two: the package's choices (one option each) and the a la carte products. Products sold only on
 * their own ("Buy individual products") cannot join a package, so with a package they are shown but locked.
 */
export function OptionsStep({
  pkg,
  products,
  values,
  showPrices,
  submitRef,
  onChange,
  onBack,
  onNext,
}: OptionsStepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [tried, setTried] = useState(false);
  const list = products.data ?? [];
  const combined = list.filter((product) => !product.separateOnly);
  const separate = list.filter((product) => product.separateOnly);
  const selection = selectionOf(pkg, values, list, []);
  const missingChoices = (pkg?.choices ?? []).filter(
    (choice) => chosenOption(choice, values.choices[choiceKey(choice.id)]) === null,
  );
  const nothingChosen = pkg === null && selection.products.length === 0;
  const notAlone = breaksSeparateOnly(pkg, selection.products, list);

  const submit = (target: number) => {
    setTried(true);
    if (missingChoices.length === 0 && !nothingChosen && !notAlone) onNext(target);
  };
  submitRef.current = submit;

  const setQuantity = (product: ProductRecord, quantity: number) => {
    setTried(false);
    onChange({ ...values, quantities: { ...values.quantities, [quantityKey(product.id)]: quantity } });
  };
  const price = (amount: number, currency: string) => formatPrice(amount, currency, locale);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit(STEP.information);
      }}
    >
      {pkg ? (
        <section className="portal-order-section" aria-labelledby="order-package-heading">
          <Typography.Title level={3} id="order-package-heading" className="portal-section-title">
            {t('orders.pages.new.yourPackage', { name: pkg.name })}
          </Typography.Title>
          {pkg.choices.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('orders.catalogue.noChoices')}</Typography.Paragraph>
          ) : null}
          {pkg.choices.map((choice) => {
            const missing = tried && missingChoices.includes(choice);
            const legendId = `order-choice-${choice.id}`;
            return (
              <fieldset key={choice.id} className="portal-choice-group" aria-invalid={missing || undefined}>
                <legend id={legendId}>{choice.group}</legend>
                <Radio.Group
                  aria-labelledby={legendId}
                  value={values.choices[choiceKey(choice.id)] ?? null}
                  onChange={(event) => {
                    setTried(false);
                    onChange({
                      ...values,
                      choices: { ...values.choices, [choiceKey(choice.id)]: event.target.value },
                    });
                  }}
                >
                  <Flex vertical gap={8}>
                    {choice.products.map((product) => (
                      <Radio key={`product-${product.id}`} value={optionValue('product', product.id)}>
                        {product.name}
                        {showPrices && product.price !== null ? (
                          <Typography.Text type="secondary">
                            {' '}
                            · {price(product.price, product.currency)}
                          </Typography.Text>
                        ) : null}
                      </Radio>
                    ))}
                    {choice.packages.map((option) => (
                      <Radio key={`package-${option.id}`} value={optionValue('package', option.id)}>
                        {option.name}
                        {showPrices && option.price !== null ? (
                          <Typography.Text type="secondary">
                            {' '}
                            · {price(option.price, pkg.currency)}
                          </Typography.Text>
                        ) : null}
                      </Radio>
                    ))}
                  </Flex>
                </Radio.Group>
                {missing ? (
                  <div className="portal-choice-cards-error" role="alert">
                    {t('orders.pages.new.chooseOption')}
                  </div>
                ) : null}
              </fieldset>
            );
          })}
        </section>
      ) : null}

      {products.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : products.error ? (
        <Alert
          type="error"
          showIcon
          title={errorText(t, products.error)}
          action={<Button onClick={() => void products.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : (
        <>
          <section className="portal-order-section" aria-labelledby="order-options-heading">
            <Typography.Title level={3} id="order-options-heading" className="portal-section-title">
              {pkg ? t('orders.pages.new.extraOptions') : t('orders.pages.new.buildOwn')}
            </Typography.Title>
            {combined.length === 0 ? (
              <Typography.Paragraph type="secondary">{t('orders.catalogue.noProducts')}</Typography.Paragraph>
            ) : (
              <ProductQuantityList
                products={combined}
                showPrices={showPrices}
                quantityOf={(product) => values.quantities[quantityKey(product.id)] ?? 0}
                onChange={setQuantity}
              />
            )}
          </section>
          {separate.length > 0 ? (
            <section className="portal-order-section" aria-labelledby="order-separate-heading">
              <Typography.Title level={3} id="order-separate-heading" className="portal-section-title">
                {t('orders.pages.new.separateTitle')}
              </Typography.Title>
              <Alert
                type={pkg ? 'warning' : 'info'}
                showIcon
                title={pkg ? t('orders.pages.new.separateWithPackage') : t('orders.pages.new.separateHint')}
                style={{ marginBottom: 12 }}
              />
              <ProductQuantityList
                products={separate}
                showPrices={showPrices}
                disabled={pkg !== null}
                quantityOf={(product) => (pkg ? 0 : (values.quantities[quantityKey(product.id)] ?? 0))}
                onChange={setQuantity}
              />
            </section>
          ) : null}
        </>
      )}

      {showPrices && selection.currency && selection.total !== null ? (
        <Flex justify="flex-end" className="portal-order-total">
          <Typography.Text strong>
            {t('orders.pages.new.estimatedTotal', { price: price(selection.total, selection.currency) })}
          </Typography.Text>
        </Flex>
      ) : null}
      {tried && nothingChosen ? (
        <Alert
          type="error"
          showIcon
          title={t('orders.pages.new.chooseProduct')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {tried && notAlone ? (
        <Alert type="error" showIcon title={t(ErrorKey.separateOnly)} style={{ marginBottom: 16 }} />
      ) : null}
      <StepActions onBack={onBack} nextLabel={t('orders.actions.next')} />
    </form>
  );
}
