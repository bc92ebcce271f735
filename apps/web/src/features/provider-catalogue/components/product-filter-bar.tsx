import type { ProductGrouping } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Row, Select } from 'antd';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field.tsx';
import { catalogueDepartmentsQuery } from '../api/provider-catalogue-api.ts';
import { groupingOptions } from '../lib/catalogue-labels.ts';

export interface ProductFilters {
  search: string;
  country?: string;
  grouping?: ProductGrouping;
}

interface ProductFilterBarProps {
  filters: ProductFilters;
  /** Kept stable by the page: the search box calls it from an effect. */
  onChange: (patch: Partial<ProductFilters>) => void;
}

/** Search by name or item number, and narrow the products to a country and a category. */
export function ProductFilterBar({ filters, onChange }: ProductFilterBarProps) {
  const { t } = useTranslation();
  const countryId = useId();
  const groupingId = useId();
  const departments = useQuery(catalogueDepartmentsQuery);
  const search = useCallback((text: string) => onChange({ search: text }), [onChange]);
  const countries = [...new Set((departments.data ?? []).map((department) => department.countryCode))].sort();
  return (
    <Row gutter={[16, 0]} align="bottom">
      <Col xs={24} md={10}>
        <SearchField
          label={t('providerCatalogue.products.search')}
          placeholder={t('providerCatalogue.products.searchPlaceholder')}
          onSearch={search}
        />
      </Col>
      <Col xs={12} md={7}>
        <Form layout="vertical" component="div">
          <Form.Item label={t('providerCatalogue.products.country')} htmlFor={countryId}>
            <Select
              id={countryId}
              allowClear
              placeholder={t('providerCatalogue.products.allCountries')}
              value={filters.country}
              loading={departments.isPending}
              options={countries.map((code) => ({ value: code, label: t(`branches.countries.${code}`) }))}
              onChange={(country?: string) => onChange({ country })}
            />
          </Form.Item>
        </Form>
      </Col>
      <Col xs={12} md={7}>
        <Form layout="vertical" component="div">
          <Form.Item label={t('providerCatalogue.products.category')} htmlFor={groupingId}>
            <Select
              id={groupingId}
              allowClear
              placeholder={t('providerCatalogue.products.allCategories')}
              value={filters.grouping}
              options={groupingOptions(t)}
              onChange={(grouping?: ProductGrouping) => onChange({ grouping })}
            />
          </Form.Item>
        </Form>
      </Col>
    </Row>
  );
}
