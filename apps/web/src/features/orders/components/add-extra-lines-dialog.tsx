import { ErrorKey, type ProductRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { alaCarteQuery } from '@/features/orders/api/catalogue-api.ts';
import { useAddExtraOrderLines } from '@/features/orders/api/order-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { useDelayedLoading } from '@/lib/use-delayed-loading.ts';
import { ProductQuantityList } from './product-quantity-list.tsx';

interface AddExtraLinesDialogProps {
  open: boolean;
  orderId: string;
  branchId: number;
  /** An order with a package cannot take products sold only on their own. */
  hasPackage: boolean;
  showPrices: boolean;
  onClose: () => void;
}

/** Extra a la carte lines for an order, sent together: either all are added or none. */
export function AddExtraLinesDialog({
  open,
  orderId,
  branchId,
  hasPackage,
  showPrices,
  onClose,
}: AddExtraLinesDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const products = useQuery({ ...alaCarteQuery(branchId), enabled: open });
  const add = useAddExtraOrderLines(orderId);
  const loading = useDelayedLoading(add.isPending);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [added, setAdded] = useState(0);
  const offered = (products.data ?? []).filter((product) => !(hasPackage && product.separateOnly));
  const chosen = offered.filter((product) => (quantities[product.id] ?? 0) > 0);
  const busy = add.isPending || loading || added > 0;

  // A loading state that showed stays for its minimum before the dialog closes (useDelayedLoading).
  useEffect(() => {
    if (added === 0 || loading) return;
    void message.success(t('orders.extraLines.added', { count: added }));
    setAdded(0);
    setQuantities({});
    add.reset();
    onClose();
  }, [added, loading, message, t, add, onClose]);

  const close = () => {
    if (busy) return;
    setQuantities({});
    add.reset();
    onClose();
  };

  const submit = () =>
    add.mutate(
      chosen.map((product: ProductRecord) => ({
        itemId: product.id,
        config: product.config,
        quantity: quantities[product.id] ?? 0,
        variant: product.variant,
      })),
      {
        onSuccess: () => setAdded(chosen.length),
      },
    );

  // Refused lines read as the spec's message; a specific reason from the hub (a product gone) says more.
  const failure = add.isError
    ? isApiError(add.error) && add.error.code !== ErrorKey.internal && add.error.code !== ErrorKey.badRequest
      ? errorText(t, add.error)
      : t(ErrorKey.addExtraOrderLineError)
    : null;

  return (
    <Modal
      open={open}
      title={t('orders.extraLines.title')}
      width={760}
      // The list scrolls inside the dialog, so the button that adds the lines stays in view.
      styles={{ body: { maxHeight: 'calc(100vh - 260px)', overflowY: 'auto' } }}
      onCancel={close}
      closable={!busy}
      mask={{ closable: !busy }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={busy}>
          {t('common.actions.cancel')}
        </Button>,
        <Button
          key="add"
          type="primary"
          onClick={submit}
          loading={loading}
          disabled={chosen.length === 0 || added > 0}
        >
          {t('orders.extraLines.submit', { count: chosen.length })}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('orders.extraLines.intro')}</Typography.Paragraph>
      {products.isPending ? (
        <LoadingSkeleton />
      ) : products.isError ? (
        <Alert type="error" showIcon title={errorText(t, products.error)} />
      ) : offered.length === 0 ? (
        <Typography.Paragraph>{t('orders.catalogue.noProducts')}</Typography.Paragraph>
      ) : (
        <ProductQuantityList
          products={offered}
          showPrices={showPrices}
          disabled={add.isPending}
          quantityOf={(product) => quantities[product.id] ?? 0}
          onChange={(product, quantity) => {
            add.reset();
            setQuantities((current) => ({ ...current, [product.id]: quantity }));
          }}
        />
      )}
      {failure && !loading ? <Alert type="error" showIcon title={failure} style={{ marginTop: 16 }} /> : null}
    </Modal>
  );
}
