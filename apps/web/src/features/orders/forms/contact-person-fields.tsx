import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type ContactPersonType, ORDER_CONTACTS_MAX } from '@portal/contracts';
import { Button, Col, Input, Row, Select, Typography } from 'antd';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import type { InformationOutput } from '@/features/orders/lib/step-schemas.ts';
import { emptyContact, type InformationValues, NAMED_CONTACTS } from '@/features/orders/lib/wizard-state.ts';

interface ContactPersonFieldsProps {
  control: Control<InformationValues, unknown, InformationOutput>;
  types: ContactPersonType[];
}

const NAMED = ['primary', 'secondary', 'tertiary'] as const;

/** Primary, secondary and tertiary contact persons, and extra ones the user adds; each is a named group. */
export function ContactPersonFields({ control, types }: ContactPersonFieldsProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'orderContacts' });
  const typeOptions = types.map((type) => ({ value: type, label: t(`orders.contactTypes.${type}`) }));

  return (
    <>
      {fields.map((item, index) => {
        const named = NAMED[index];
        const title = named
          ? t(`orders.contacts.${named}`)
          : t('orders.contacts.extra', { number: index - NAMED_CONTACTS + 1 });
        const headingId = `order-contact-${item.id}`;
        return (
          <fieldset key={item.id} aria-labelledby={headingId} className="portal-contact-group">
            <div className="portal-contact-head">
              <Typography.Title level={4} id={headingId} className="portal-contact-title">
                {title}
                {index > 0 ? (
                  <Typography.Text type="secondary" className="portal-optional">
                    {` (${t('orders.fields.optional')})`}
                  </Typography.Text>
                ) : null}
              </Typography.Title>
              {index >= NAMED_CONTACTS ? (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => remove(index)}
                  aria-label={t('orders.contacts.remove', { title })}
                >
                  {t('common.actions.remove')}
                </Button>
              ) : null}
            </div>
            <Row gutter={16}>
              <Col xs={24} sm={12} lg={6}>
                <FormField
                  control={control}
                  name={`orderContacts.${index}.contactType`}
                  label={t('orders.fields.contactType')}
                  required={index === 0}
                  render={({ ref: _ref, ...field }) => (
                    <Select
                      {...field}
                      allowClear={index > 0}
                      placeholder={t('orders.fields.choose')}
                      options={typeOptions}
                    />
                  )}
                />
              </Col>
              <Col xs={24} sm={12} lg={6}>
                <FormField
                  control={control}
                  name={`orderContacts.${index}.name`}
                  label={t('orders.fields.name')}
                  required={index === 0}
                  render={(field) => <Input {...field} autoComplete="off" />}
                />
              </Col>
              <Col xs={24} sm={12} lg={6}>
                <FormField
                  control={control}
                  name={`orderContacts.${index}.phone`}
                  label={t('common.fields.phone')}
                  required={index === 0}
                  render={(field) => <Input {...field} type="tel" inputMode="tel" autoComplete="off" />}
                />
              </Col>
              <Col xs={24} sm={12} lg={6}>
                <FormField
                  control={control}
                  name={`orderContacts.${index}.email`}
                  label={t('common.fields.email')}
                  render={(field) => <Input {...field} type="email" inputMode="email" autoComplete="off" />}
                />
              </Col>
            </Row>
          </fieldset>
        );
      })}
      {fields.length < ORDER_CONTACTS_MAX ? (
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => append(emptyContact())}
          style={{ marginBottom: 24 }}
        >
          {t('orders.contacts.add')}
        </Button>
      ) : null}
    </>
  );
}
