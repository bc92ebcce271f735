import { type Branch, CampaignStatus } from '@portal/contracts';
import { Col, Form, Row, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignFilters } from '@/features/campaigns/api/campaign-api.ts';

interface CampaignFilterBarProps {
  filters: CampaignFilters;
  departments: Branch[];
  onChange: (filters: CampaignFilters) => void;
}

/** Status and department of the campaigns list; empty shows them all. */
export function CampaignFilterBar({ filters, departments, onChange }: CampaignFilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} sm={12} md={8} xl={6}>
          <Form.Item label={t('campaigns.fields.status')} htmlFor={`${id}-status`}>
            <Select
              id={`${id}-status`}
              mode="multiple"
              allowClear
              placeholder={t('campaigns.list.allStatuses')}
              value={filters.status ?? []}
              onChange={(status: CampaignStatus[]) => onChange({ ...filters, status })}
              options={CampaignStatus.options.map((status) => ({
                value: status,
                label: t(`campaigns.statuses.${status}`),
              }))}
            />
          </Form.Item>
        </Col>
        {departments.length > 1 ? (
          <Col xs={24} sm={12} md={8} xl={6}>
            <Form.Item label={t('campaigns.fields.department')} htmlFor={`${id}-department`}>
              <Select
                id={`${id}-department`}
                allowClear
                placeholder={t('campaigns.list.allDepartments')}
                value={filters.branchId}
                onChange={(branchId?: number) => onChange({ ...filters, branchId })}
                options={departments.map((branch) => ({ value: branch.id, label: branch.name }))}
              />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
    </Form>
  );
}
