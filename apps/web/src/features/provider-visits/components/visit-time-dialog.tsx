import { ErrorKey, type PhotographerRecord, type ProviderVisitRecord } from '@portal/contracts';
import { App, DatePicker, Form, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { useDayjsLocale } from '@/lib/use-dayjs-locale.ts';
import { useBookVisit, useMoveVisit } from '../api/provider-visits-api.ts';
import { instantOfPicked, pickedOfInstant } from '../lib/visit-time.ts';

interface TimeValues {
  photographerId: string;
  start: Dayjs | null;
}

const timeSchema = z.object({
  photographerId: z.string().min(1, 'rules.required'),
  start: z.custom<Dayjs>((value) => dayjs.isDayjs(value), 'rules.required'),
}) as unknown as z.ZodType<{ photographerId: string; start: Dayjs }, TimeValues>;

interface VisitTimeDialogProps {
  visit: ProviderVisitRecord;
  /** book: a visit without a time; move: a new time and/or another photographer. */
  mode: 'book' | 'move';
  photographers: PhotographerRecord[];
  onClose: () => void;
}

/** Books a visit agreed by phone, or moves or reassigns one: the photographer and the start, on the property's clock. */
export function VisitTimeDialog({ visit, mode, photographers, onClose }: VisitTimeDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const datesInLanguage = useDayjsLocale();
  const book = useBookVisit();
  const move = useMoveVisit();
  const mutation = mode === 'book' ? book : move;
  const resolver = useMemo(() => keyedZodResolver(timeSchema), []);
  const { control, handleSubmit, setError } = useForm<
    TimeValues,
    unknown,
    { photographerId: string; start: Dayjs }
  >({
    resolver,
    defaultValues: {
      photographerId: visit.photographerId ?? '',
      start: visit.start ? pickedOfInstant(visit.start, visit.countryCode) : null,
    },
  });
  const choices = photographers.filter((item) => item.countryCode === visit.countryCode);

  const submit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({
        bookingId: visit.bookingId,
        body: {
          photographerId: values.photographerId,
          start: instantOfPicked(values.start, visit.countryCode),
        },
      });
      void message.success(
        t(mode === 'book' ? 'providerVisits.timeDialog.booked' : 'providerVisits.timeDialog.moved'),
      );
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['photographerId', 'start'])) {
        setError('start', { type: 'server', message: isApiError(error) ? error.code : ErrorKey.internal });
      }
    }
  });

  return (
    <Modal
      open
      title={t(
        mode === 'book' ? 'providerVisits.timeDialog.bookTitle' : 'providerVisits.timeDialog.moveTitle',
      )}
      okText={t(mode === 'book' ? 'providerVisits.timeDialog.book' : 'providerVisits.timeDialog.move')}
      okButtonProps={{ loading: mutation.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('providerVisits.timeDialog.intro', { address: visit.address })}
        {mode === 'move' ? ` ${t('providerVisits.timeDialog.moveTold')}` : null}
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void submit()}>
        <FormField
          control={control}
          name="photographerId"
          label={t('providerVisits.timeDialog.photographer')}
          required
          render={(field) => (
            <Select
              {...field}
              value={field.value || undefined}
              options={choices.map((item) => ({ value: item.id, label: item.name }))}
            />
          )}
        />
        <FormField
          control={control}
          name="start"
          label={t('providerVisits.timeDialog.start')}
          required
          render={(field) => (
            <DatePicker
              {...field}
              key={String(datesInLanguage)}
              showTime={{ format: 'HH:mm', minuteStep: 15 }}
              format="YYYY-MM-DD HH:mm"
              needConfirm={false}
              disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
              style={{ width: '100%' }}
            />
          )}
        />
      </Form>
    </Modal>
  );
}
