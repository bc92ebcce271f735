import type { CataloguePriceRow, CatalogueProductRow } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Grid, InputNumber, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content.tsx';
import { errorText } from '@/lib/errors.ts';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { priceTableQuery, useSetPrice } from '../api/provider-catalogue-api.ts';

const rowKey = (row: CataloguePriceRow) => `${row.countryCode}-${row.branchId ?? 'country'}`;

/** One row's price: typed, then saved; an empty box removes the price, so the next rule applies. */
function PriceCell({ productId, row, label }: { productId: number; row: CataloguePriceRow; label: string }) {
  const { t } = useTranslation();
  const setPrice = useSetPrice(productId);
  const [value, setValue] = useState<number | null>(row.price);
  const changed = value !== row.price;
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap>
        <InputNumber
          aria-label={t('providerCatalogue.prices.priceFor', { name: label })}
          value={value}
          min={0}
          max={1_000_000}
          suffix={row.currency}
          onChange={(next) => setValue(next ?? null)}
          style={{ width: 140, maxWidth: '100%' }}
        />
        <Button
          disabled={!changed}
          loading={setPrice.isPending}
          aria-label={t('providerCatalogue.prices.saveFor', { name: label })}
          onClick={() =>
            setPrice.mutate({ countryCode: row.countryCode, branchId: row.branchId, price: value })
          }
        >
          {t('common.actions.save')}
        </Button>
      </Flex>
      {setPrice.isError ? <Alert type="error" showIcon title={errorText(t, setPrice.error)} /> : null}
    </Flex>
  );
}

/**
 * The item number's prices: a row per country, then per department carrying it. A department's orders cost
 * its own price, else its country's, else the product's list price (the same rule as the order wizard's).
 */
export function PriceTable({ product }: { product: CatalogueProductRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useQuery(priceTableQuery(product.id));
  // A phone has no room for a third column: what orders cost goes under the department's name.
  const phone = !Grid.useBreakpoint().sm;
  const cost = (row: CataloguePriceRow) =>
    row.effectivePrice === null ? '' : formatPrice(row.effectivePrice, row.currency, locale);
  const nameOf = (row: CataloguePriceRow) =>
    row.branchName ?? t(`branches.countries.${row.countryCode}`, { defaultValue: row.countryCode });

  const columns: TableColumnsType<CataloguePriceRow> = [
    {
      key: 'where',
      title: t('providerCatalogue.prices.where'),
      render: (_, row) =>
        row.branchId === null ? (
          <Typography.Text strong>{nameOf(row)}</Typography.Text>
        ) : (
          <Flex vertical style={{ paddingInlineStart: 16 }}>
            <span>{nameOf(row)}</span>
            {phone ? (
              <Typography.Text type="secondary">
                {t('providerCatalogue.prices.effective')}: {cost(row)}
              </Typography.Text>
            ) : null}
          </Flex>
        ),
    },
    {
      key: 'price',
      title: t('providerCatalogue.prices.price'),
      // Keyed by the saved price, so the box shows what the hub has after a save.
      render: (_, row) => (
        <PriceCell key={String(row.price)} productId={product.id} row={row} label={nameOf(row)} />
      ),
    },
    {
      key: 'effective',
      title: t('providerCatalogue.prices.effective'),
      align: 'right',
      responsive: ['sm'],
      render: (_, row) => cost(row),
    },
  ];

  return (
    <QueryContent query={query}>
      {(rows) => (
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('providerCatalogue.prices.intro')}
          </Typography.Paragraph>
          <Table rowKey={rowKey} columns={columns} dataSource={rows} pagination={false} size="small" />
        </Flex>
      )}
    </QueryContent>
  );
}
