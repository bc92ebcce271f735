import { ErrorKey, phoneWithPrefix, UserPatchBody, type UserRecord } from '@portal/contracts';
import { Alert, App, Button, Col, Form, Input, Row, Switch } from 'antd';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { useUpdateUser } from '@/features/users/api/user-api.ts';
import { TimezoneSelect } from '@/features/users/components/timezone-select.tsx';
import { applyFieldErrors } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { shownPhone } from '@/lib/phone.ts';

// A number typed without "+" gets the dial prefix of the user's (first) department's country.
const profileFields = (countryCode: string | undefined) =>
  UserPatchBody.pick({ firstName: true, lastName: true, email: true, timezone: true, settings: true }).extend(
    {
      phoneNumber: phoneWithPrefix(countryCode),
      phoneAlt: phoneWithPrefix(countryCode),
    },
  );
type ProfileFields = ReturnType<typeof profileFields>;
type ProfileInput = z.input<ProfileFields>;
type ProfileValues = z.output<ProfileFields>;

const FIELD_NAMES = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'phoneAlt',
  'timezone',
  'settings.showPrices',
] as const;

const toFormValues = (user: UserRecord): ProfileInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber ? shownPhone(user.phoneNumber) : '',
  phoneAlt: user.phoneAlt ? shownPhone(user.phoneAlt) : '',
  timezone: user.timezone,
  settings: { showPrices: user.settings.showPrices },
});

export function ProfileForm({ user }: { user: UserRecord }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateUser(user.id);
  const countryCode = user.branches[0]?.countryCode;
  const resolver = useMemo(() => keyedZodResolver(profileFields(countryCode)), [countryCode]);
  const { control, handleSubmit, setError, reset } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver,
    defaultValues: toFormValues(user),
  });

  const submit = (values: ProfileValues) =>
    update.mutate(
      { ...values, phoneNumber: values.phoneNumber || null, phoneAlt: values.phoneAlt || null },
      {
        onSuccess: (saved) => {
          // The saved numbers carry their dial prefix now; the form shows them as stored.
          reset(toFormValues(saved));
          void message.success(t('users.pages.profile.saved'));
        },
        onError: (error) => applyFieldErrors(error, setError, FIELD_NAMES),
      },
    );

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
      {update.isError ? (
        <Alert type="error" showIcon title={t(ErrorKey.userSaveFailed)} style={{ marginBottom: 16 }} />
      ) : null}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="firstName"
            label={t('common.fields.firstName')}
            required
            render={(field) => <Input {...field} autoComplete="given-name" />}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="lastName"
            label={t('common.fields.lastName')}
            required
            render={(field) => <Input {...field} autoComplete="family-name" />}
          />
        </Col>
        <Col xs={24} md={12}>
          {/* Read-only: the address changes only through the link mailed to the new one (Change email). */}
          <FormField
            control={control}
            name="email"
            label={t('common.fields.email')}
            extra={t('users.pages.profile.emailHint')}
            render={(field) => <Input {...field} type="email" readOnly />}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="timezone"
            label={t('common.fields.timezone')}
            required
            render={({ ref: _ref, ...field }) => <TimezoneSelect {...field} />}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="phoneNumber"
            label={t('common.fields.phone')}
            render={(field) => <Input {...field} type="tel" autoComplete="tel" inputMode="tel" />}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="phoneAlt"
            label={t('common.fields.phoneAlt')}
            render={(field) => <Input {...field} type="tel" inputMode="tel" />}
          />
        </Col>
        <Col xs={24}>
          <FormField
            control={control}
            name="settings.showPrices"
            label={t('common.fields.showPrices')}
            render={({ value, ...field }) => <Switch {...field} checked={value} />}
          />
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('common.actions.save')}
      </Button>
    </Form>
  );
}
