import { DownloadOutlined } from '@ant-design/icons';
import { ErrorKey, ZIP_LINK_DAYS, ZipDownloadBody } from '@portal/contracts';
import { Alert, App, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { useOrderZipDownload } from '@/features/downloads/api/downloads-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { useSignedInUser } from '@/lib/session.ts';

// The hub's own address rule; in the form the address is required, since it starts filled in.
const ZipEmailFields = z.object({ email: ZipDownloadBody.shape.email.unwrap() });
type ZipEmailValues = z.output<typeof ZipEmailFields>;

/**
 * "Download" for the chosen material: asks where to mail the link (the user's own address to begin with)
 * and orders the zip; the hub packs it in the background and mails the link when it is ready.
 */
export function DownloadMaterialsButton({ caseId, materialIds }: { caseId: string; materialIds: string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useSignedInUser();
  const [open, setOpen] = useState(false);
  const order = useOrderZipDownload(caseId);
  const { control, handleSubmit, setError, reset } = useForm<ZipEmailValues>({
    resolver: keyedZodResolver(ZipEmailFields),
    defaultValues: { email: user.email },
  });
  const count = materialIds.length;

  const start = () => {
    if (count === 0) {
      void message.warning(t(ErrorKey.nothingChosen));
      return;
    }
    reset({ email: user.email });
    order.reset();
    setOpen(true);
  };

  const submit = ({ email }: ZipEmailValues) =>
    order.mutate(
      { caseId, materialIds, email },
      {
        onSuccess: () => {
          setOpen(false);
          void message.success(t('downloads.zip.sent', { email }));
        },
        onError: (error) => applyFieldErrors(error, setError, ['email']),
      },
    );
  const fieldProblem = isApiError(order.error) && Object.keys(order.error.fields).includes('email');

  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={start}>
        {count > 0 ? t('downloads.zip.button', { count }) : t('downloads.zip.buttonNone')}
      </Button>
      <Modal
        open={open}
        title={t('downloads.zip.title')}
        okText={t('downloads.zip.send')}
        cancelText={t('common.actions.cancel')}
        confirmLoading={order.isPending}
        onOk={() => void handleSubmit(submit)()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t('downloads.zip.intro', { count, days: ZIP_LINK_DAYS })}
        </Typography.Paragraph>
        <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
          <FormField
            control={control}
            name="email"
            label={t('downloads.zip.email')}
            required
            render={(field) => <Input {...field} type="email" autoComplete="email" />}
          />
        </Form>
        {order.isError && !fieldProblem ? (
          <Alert type="error" showIcon title={errorText(t, order.error)} />
        ) : null}
      </Modal>
    </>
  );
}
