import { InvitationCreateBody, Locale } from '@portal/contracts';
import { Alert, App, Checkbox, Flex, Form, Input, Modal, Select, Switch } from 'antd';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { LANGUAGES } from '@/components/language-menu.tsx';
import { useInviteUser } from '@/features/invitations/api/invitation-admin-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

type InviteInput = z.input<typeof InvitationCreateBody>;
type InviteValues = z.output<typeof InvitationCreateBody>;
type InvitedBranch = InviteValues['branches'][number];

interface Department {
  id: number;
  name: string;
}

interface DepartmentChoiceProps {
  departments: Department[];
  value: InvitedBranch[];
  onChange: (value: InvitedBranch[]) => void;
  id: string;
  'aria-describedby': string | undefined;
}

/** One line per department: a box to give access, and beside it whether the access is admin. */
function DepartmentChoice({ departments, value, onChange, id, ...described }: DepartmentChoiceProps) {
  const { t } = useTranslation();
  const chosen = new Map(value.map((branch) => [branch.id, branch]));
  const toggle = (branchId: number, on: boolean) =>
    onChange(on ? [...value, { id: branchId, isAdmin: false }] : value.filter((b) => b.id !== branchId));
  const setAdmin = (branchId: number, isAdmin: boolean) =>
    onChange(value.map((branch) => (branch.id === branchId ? { ...branch, isAdmin } : branch)));
  return (
    <Flex vertical gap={8} id={id} role="group" aria-describedby={described['aria-describedby']}>
      {departments.map((department) => {
        const branch = chosen.get(department.id);
        return (
          <Flex key={department.id} wrap gap={16} align="center">
            <Checkbox
              checked={branch !== undefined}
              onChange={(event) => toggle(department.id, event.target.checked)}
            >
              {department.name}
            </Checkbox>
            {branch ? (
              <Flex gap={8} align="center">
                <Switch
                  size="small"
                  checked={branch.isAdmin}
                  onChange={(isAdmin) => setAdmin(department.id, isAdmin)}
                  aria-label={t('users.admin.invite.adminIn', { department: department.name })}
                />
                <span aria-hidden>{t('users.access.ADMIN')}</span>
              </Flex>
            ) : null}
          </Flex>
        );
      })}
    </Flex>
  );
}

interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** The departments the user may invite to (users.manage). */
  departments: Department[];
  locale: Locale;
}

/** "Invite user": the invitation is mailed; the invitee appears under pending invitations until they accept. */
export function InviteUserDialog({ open, onClose, departments, locale }: InviteUserDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const formId = useId();
  const invite = useInviteUser();
  const { control, handleSubmit, setError, reset } = useForm<InviteInput, unknown, InviteValues>({
    resolver: keyedZodResolver(InvitationCreateBody),
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      locale,
      branches: departments.length === 1 ? [{ id: departments[0]?.id ?? 0, isAdmin: false }] : [],
    },
  });

  const close = () => {
    invite.reset();
    reset();
    onClose();
  };
  const submit = (values: InviteValues) =>
    invite.mutate(values, {
      onSuccess: (invitation) => {
        void message.success(t('users.admin.invite.sent', { email: invitation.email }));
        close();
      },
      onError: (error) => applyFieldErrors(error, setError, ['email', 'firstName', 'lastName', 'branches']),
    });
  const fieldProblem = isApiError(invite.error) && Object.keys(invite.error.fields).length > 0;

  return (
    <Modal
      open={open}
      title={t('users.admin.invite.title')}
      okText={t('users.admin.invite.submit')}
      okButtonProps={{ htmlType: 'submit', form: formId, loading: invite.isPending }}
      onCancel={close}
      destroyOnHidden
    >
      <Form id={formId} layout="vertical" onFinish={() => void handleSubmit(submit)()}>
        {invite.isError && !fieldProblem ? (
          <Alert type="error" showIcon title={errorText(t, invite.error)} style={{ marginBottom: 16 }} />
        ) : null}
        <FormField
          control={control}
          name="email"
          label={t('common.fields.email')}
          required
          render={(field) => <Input {...field} type="email" autoComplete="off" />}
        />
        <Flex gap={12} wrap>
          <div style={{ flex: '1 1 180px' }}>
            <FormField
              control={control}
              name="firstName"
              label={t('common.fields.firstName')}
              render={(field) => <Input {...field} autoComplete="off" />}
            />
          </div>
          <div style={{ flex: '1 1 180px' }}>
            <FormField
              control={control}
              name="lastName"
              label={t('common.fields.lastName')}
              render={(field) => <Input {...field} autoComplete="off" />}
            />
          </div>
        </Flex>
        <FormField
          control={control}
          name="locale"
          label={t('users.admin.invite.language')}
          render={({ ref: _ref, ...field }) => (
            <Select
              {...field}
              options={Locale.options.map((lng) => ({ value: lng, label: LANGUAGES[lng].name }))}
            />
          )}
        />
        <FormField
          control={control}
          name="branches"
          label={t('users.admin.invite.departments')}
          required
          render={({ ref: _ref, value, onChange, id, ...field }) => (
            <DepartmentChoice
              departments={departments}
              value={value}
              onChange={onChange}
              id={id}
              aria-describedby={field['aria-describedby']}
            />
          )}
        />
      </Form>
    </Modal>
  );
}
