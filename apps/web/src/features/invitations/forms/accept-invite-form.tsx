import {
  ErrorKey,
  InvitationAcceptBody,
  matchField,
  type PublicInvitation,
  password,
  phoneWithPrefix,
} from '@portal/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { NewPasswordFields } from '@/components/new-password-fields.tsx';
import { useCreateInvitedAccount } from '@/features/invitations/api/invitation-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

/** The mobile number gets the dial prefix of the first department the invitation is for. */
const acceptFieldsFor = (countryCode: string) =>
  matchField(
    InvitationAcceptBody.pick({ firstName: true, lastName: true }).extend({
      mobilePhone: phoneWithPrefix(countryCode),
      password,
      confirmPassword: z.string(),
    }),
    'confirmPassword',
    'password',
  );
type AcceptFields = ReturnType<typeof acceptFieldsFor>;
type AcceptValues = z.output<AcceptFields>;

interface AcceptInviteFormProps {
  token: string;
  invitation: PublicInvitation;
  onAccepted: () => void;
}

/** A new address: the person's details and password make the account, which is then signed in. */
export function AcceptInviteForm({ token, invitation, onAccepted }: AcceptInviteFormProps) {
  const { t } = useTranslation();
  const accept = useCreateInvitedAccount(token);
  const { control, handleSubmit, setError } = useForm<z.input<AcceptFields>, unknown, AcceptValues>({
    resolver: keyedZodResolver(acceptFieldsFor(invitation.branches[0]?.countryCode ?? 'DK')),
    defaultValues: {
      firstName: invitation.firstName ?? '',
      lastName: invitation.lastName ?? '',
      mobilePhone: '',
      password: '',
      confirmPassword: '',
    },
  });

  const submit = ({ confirmPassword: _, mobilePhone, ...values }: AcceptValues) =>
    accept.mutate(
      { ...values, mobilePhone: mobilePhone || null },
      {
        onSuccess: onAccepted,
        onError: (error) =>
          applyFieldErrors(error, setError, ['firstName', 'lastName', 'mobilePhone', 'password']),
      },
    );

  // A link that stopped working while the form was open reads as the spec's invalid-link message.
  const problem = isApiError(accept.error, 404) ? t(ErrorKey.inviteInvalid) : errorText(t, accept.error);

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
      {accept.isError ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <FormField
        control={control}
        name="firstName"
        label={t('common.fields.firstName')}
        required
        render={(field) => <Input {...field} autoComplete="given-name" />}
      />
      <FormField
        control={control}
        name="lastName"
        label={t('common.fields.lastName')}
        required
        render={(field) => <Input {...field} autoComplete="family-name" />}
      />
      <FormField
        control={control}
        name="mobilePhone"
        label={t('common.fields.mobilePhone')}
        render={(field) => <Input {...field} type="tel" autoComplete="tel" inputMode="tel" />}
      />
      <NewPasswordFields control={control} name="password" label={t('common.fields.password')} />
      <Button type="primary" htmlType="submit" block size="large" loading={accept.isPending}>
        {t('users.invite.submit')}
      </Button>
    </Form>
  );
}
