import { type Branch, CAMPAIGN_NAME_MAX, CampaignCreateBody, type CampaignRecord } from '@portal/contracts';
import { Alert, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { LabelledSwitch } from '@/components/labelled-switch.tsx';
import { useSaveCampaign } from '@/features/campaigns/api/campaign-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { useDayjsLocale } from '@/lib/use-dayjs-locale.ts';

const DAY_FORMAT = 'YYYY-MM-DD';

/** As the controls hold them: a cleared date is '' and a cleared budget null, both read as "required". */
interface CampaignInput {
  branchId: number | undefined;
  name: string;
  startsOn: string;
  endsOn: string;
  budget: number | null;
  hardLimit: boolean;
}

// The contract's rules, read from the controls as they are; the resolver names what is missing.
const campaignForm = z.preprocess((values: CampaignInput) => values, CampaignCreateBody);

const FIELDS = ['branchId', 'name', 'startsOn', 'endsOn', 'budget', 'hardLimit'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

interface CampaignFormDialogProps {
  /** The campaign to change; null creates one. */
  campaign: CampaignRecord | null;
  /** The departments the user is admin of: where a new campaign can be made. */
  departments: Branch[];
  onClose: () => void;
}

/** An admin's form for a campaign: name, department, period, budget and whether the budget is a hard limit. */
export function CampaignFormDialog({ campaign, departments, onClose }: CampaignFormDialogProps) {
  const { t } = useTranslation();
  const datesInLanguage = useDayjsLocale();
  const save = useSaveCampaign(campaign?.id ?? null);
  const { control, handleSubmit, setError } = useForm<CampaignInput, unknown, CampaignCreateBody>({
    resolver: keyedZodResolver(campaignForm),
    defaultValues: {
      branchId: campaign?.branchId ?? (departments.length === 1 ? departments[0]?.id : undefined),
      name: campaign?.name ?? '',
      startsOn: campaign?.startsOn ?? '',
      endsOn: campaign?.endsOn ?? '',
      budget: campaign?.budget ?? null,
      hardLimit: campaign?.hardLimit ?? false,
    },
  });

  const chosenBranchId = useWatch({ control, name: 'branchId' });
  const currency = departments.find((branch) => branch.id === chosenBranchId)?.currency ?? campaign?.currency;

  const submit = (values: CampaignCreateBody) =>
    save.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [path, key] of Object.entries(error.fields)) {
          if (isField(path)) setError(path, { type: 'server', message: key });
        }
      },
    });
  const fieldProblem = isApiError(save.error) && Object.keys(save.error.fields).length > 0;

  const dayPicker = (name: 'startsOn' | 'endsOn', label: string) => (
    <FormField
      control={control}
      name={name}
      label={label}
      required
      render={({ value, onChange, ref: _ref, ...field }) => (
        <DatePicker
          {...field}
          // Remounted once dayjs speaks the portal's language, so the calendar names days in it.
          key={datesInLanguage ? 'ready' : 'loading'}
          style={{ width: '100%' }}
          value={value ? dayjs(value) : null}
          onChange={(day) => onChange(day ? day.format(DAY_FORMAT) : '')}
        />
      )}
    />
  );

  return (
    <Modal
      open
      title={t(campaign ? 'campaigns.dialog.editTitle' : 'campaigns.dialog.createTitle')}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={save.isPending}
      cancelButtonProps={{ disabled: save.isPending }}
      closable={!save.isPending}
      mask={{ closable: false }}
      onOk={() => void handleSubmit(submit)()}
      onCancel={() => (save.isPending ? undefined : onClose())}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
        <FormField
          control={control}
          name="name"
          label={t('campaigns.fields.name')}
          required
          render={(field) => <Input {...field} maxLength={CAMPAIGN_NAME_MAX} />}
        />
        <FormField
          control={control}
          name="branchId"
          label={t('campaigns.fields.department')}
          required
          extra={campaign ? t('campaigns.dialog.departmentFixed') : undefined}
          render={({ ref: _ref, ...field }) => (
            <Select
              {...field}
              disabled={campaign !== null}
              placeholder={t('campaigns.fields.choose')}
              options={departments.map((branch) => ({ value: branch.id, label: branch.name }))}
            />
          )}
        />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            {dayPicker('startsOn', t('campaigns.fields.startsOn'))}
          </Col>
          <Col xs={24} sm={12}>
            {dayPicker('endsOn', t('campaigns.fields.endsOn'))}
          </Col>
        </Row>
        <FormField
          control={control}
          name="budget"
          label={t('campaigns.fields.budget')}
          required
          extra={t('campaigns.dialog.budgetHint')}
          render={({ ref: _ref, ...field }) => (
            <InputNumber
              {...field}
              min={0}
              precision={2}
              suffix={currency}
              style={{ width: '100%' }}
              inputMode="decimal"
            />
          )}
        />
        <Controller
          control={control}
          name="hardLimit"
          render={({ field }) => (
            <Form.Item>
              <LabelledSwitch
                checked={field.value}
                onChange={field.onChange}
                label={t('campaigns.fields.hardLimit')}
                hint={t('campaigns.dialog.hardLimitHint')}
              />
            </Form.Item>
          )}
        />
        {save.isError && !fieldProblem ? (
          <Alert type="error" showIcon title={errorText(t, save.error)} />
        ) : null}
      </Form>
    </Modal>
  );
}
