import type { Case, CountryCode } from '@portal/contracts';
import { Alert, Form, Modal, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AddressFields } from '@/components/address-fields.tsx';
import { useChangeCaseAddress } from '@/features/cases/api/case-api.ts';
import {
  type AddressChoiceValues,
  addressChoiceShape,
  EMPTY_ADDRESS,
  refuseUnchosenAddress,
} from '@/lib/address-lookup.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

const AddressForm = z.object(addressChoiceShape).superRefine(refuseUnchosenAddress);
type AddressFormOutput = z.output<typeof AddressForm>;

interface CaseAddressDialogProps {
  found: Case;
  /** The case's department's country: its registers answer the lookup. */
  country: CountryCode;
  onClose: () => void;
}

/**
 * Corrects the case's address with the order wizard's lookup (or typed in). The orders, bookings, the
 * presentation, zips and mails of the case use the corrected address from then on.
 */
export function CaseAddressDialog({ found, country, onClose }: CaseAddressDialogProps) {
  const { t } = useTranslation();
  const change = useChangeCaseAddress(found.id);
  const form = useForm<AddressChoiceValues, unknown, AddressFormOutput>({
    resolver: keyedZodResolver(AddressForm),
    defaultValues: { manualAddress: false, lookup: { text: '', id: '' }, address: { ...EMPTY_ADDRESS } },
  });
  const { handleSubmit, setError, setValue } = form;

  const submit = (values: AddressFormOutput) =>
    change.mutate(values.address, {
      onSuccess: onClose,
      onError: (error) => {
        if (!isApiError(error)) return;
        const refused = Object.entries(error.fields);
        // The hub names the parts; they are fields only when the address is typed in.
        if (refused.length > 0) setValue('manualAddress', true);
        for (const [part, key] of refused) {
          setError(`address.${part}` as 'address.street', { type: 'server', message: key });
        }
      },
    });
  const fieldProblem = isApiError(change.error) && Object.keys(change.error.fields).length > 0;

  return (
    <Modal
      open
      title={t('cases.address.title')}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={change.isPending}
      cancelButtonProps={{ disabled: change.isPending }}
      closable={!change.isPending}
      mask={{ closable: false }}
      onOk={() => void handleSubmit(submit)()}
      onCancel={() => (change.isPending ? undefined : onClose())}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
        <Typography.Paragraph>
          {t('cases.address.current')} <Typography.Text strong>{found.address.full}</Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('cases.address.intro')}</Typography.Paragraph>
        <AddressFields form={form} id="case-address" country={country} />
        {change.isError && !fieldProblem ? (
          <Alert type="error" showIcon title={errorText(t, change.error)} />
        ) : null}
      </Form>
    </Modal>
  );
}
