import type { ProductRecord } from '@portal/contracts';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '@/components/quantity-stepper.tsx';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

interface ProductQuantityListProps {
  products: ProductRecord[];
  quantityOf: (product: ProductRecord) => number;
  onChange: (product: ProductRecord, quantity: number) => void;
  showPrices: boolean;
  disabled?: boolean;
}

/**
 * Products with a quantity stepper each. A product flagged `showAlert` shows its description as a notice,
 * since it says something the orderer must read (conditions, what to prepare).
 */
export function ProductQuantityList({
  products,
  quantityOf,
  onChange,
  showPrices,
  disabled,
}: ProductQuantityListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="portal-product-list">
      {products.map((product) => {
        const quantity = quantityOf(product);
        return (
          <li key={product.id} className={`portal-product-row${quantity > 0 ? ' is-chosen' : ''}`}>
            <div className="portal-product-text">
              <Typography.Text strong>{product.name}</Typography.Text>
              {showPrices && product.price !== null ? (
                <Typography.Text type="secondary" className="portal-product-price">
                  {t('orders.catalogue.unitPrice', {
                    price: formatPrice(product.price, product.currency, locale),
                    unit: product.unit,
                  })}
                </Typography.Text>
              ) : null}
              {product.description && product.showAlert ? (
                <Alert type="info" showIcon title={product.description} style={{ marginTop: 8 }} />
              ) : product.description ? (
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {product.description}
                </Typography.Paragraph>
              ) : null}
              {product.maxOrderAmount !== null ? (
                <Typography.Text type="secondary" className="portal-product-limit">
                  {t('orders.catalogue.maxAmount', { max: product.maxOrderAmount })}
                </Typography.Text>
              ) : null}
            </div>
            <QuantityStepper
              name={product.name}
              value={quantity}
              max={product.maxOrderAmount}
              disabled={disabled}
              onChange={(next) => onChange(product, next)}
            />
          </li>
        );
      })}
    </ul>
  );
}
