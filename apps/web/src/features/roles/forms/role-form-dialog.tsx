import { Permission, permissionLabelKey, RoleBody, type RoleRecord } from '@portal/contracts';
import { Alert, App, Checkbox, Flex, Form, Input, Modal } from 'antd';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { useSaveRole } from '@/features/roles/api/role-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

type RoleInput = z.input<typeof RoleBody>;
type RoleValues = z.output<typeof RoleBody>;

interface RoleFormDialogProps {
  /** The role to edit, or null for a new one. */
  role: RoleRecord | null;
  onClose: () => void;
}

/** A role's name and its permissions, each named in words; the hub refuses what the editor may not give. */
export function RoleFormDialog({ role, onClose }: RoleFormDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const formId = useId();
  const save = useSaveRole(role?.id ?? null);
  const { control, handleSubmit, setError } = useForm<RoleInput, unknown, RoleValues>({
    resolver: keyedZodResolver(RoleBody),
    defaultValues: { name: role?.name ?? '', permissions: role?.permissions ?? [] },
  });
  const submit = (values: RoleValues) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        void message.success(t('roles.form.saved', { name: saved.name }));
        onClose();
      },
      onError: (error) => applyFieldErrors(error, setError, ['name', 'permissions']),
    });
  const fieldProblem = isApiError(save.error) && Object.keys(save.error.fields).length > 0;

  return (
    <Modal
      open
      title={role ? t('roles.form.editTitle', { name: role.name }) : t('roles.form.newTitle')}
      okText={t('common.actions.save')}
      okButtonProps={{ htmlType: 'submit', form: formId, loading: save.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form id={formId} layout="vertical" onFinish={() => void handleSubmit(submit)()}>
        {save.isError && !fieldProblem ? (
          <Alert type="error" showIcon title={errorText(t, save.error)} style={{ marginBottom: 16 }} />
        ) : null}
        <FormField
          control={control}
          name="name"
          label={t('roles.form.name')}
          required
          render={(field) => <Input {...field} autoComplete="off" />}
        />
        <FormField
          control={control}
          name="permissions"
          label={t('roles.form.permissions')}
          render={({ ref: _ref, value, onChange, id, ...field }) => (
            <Checkbox.Group
              value={value}
              onChange={(checked) => onChange(checked)}
              aria-describedby={field['aria-describedby']}
            >
              <Flex vertical gap={8} id={id}>
                {Permission.options.map((permission) => (
                  <Checkbox key={permission} value={permission}>
                    {t(permissionLabelKey(permission))}
                  </Checkbox>
                ))}
              </Flex>
            </Checkbox.Group>
          )}
        />
      </Form>
    </Modal>
  );
}
