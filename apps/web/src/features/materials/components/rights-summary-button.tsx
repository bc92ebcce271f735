import { DownOutlined, FileProtectOutlined } from '@ant-design/icons';
import type { RightsSummaryQuery } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchRightsSummary } from '@/features/materials/api/materials-api.ts';
import { errorText } from '@/lib/errors.ts';
import { useLocale } from '@/lib/i18n.ts';
import { saveFile } from '@/lib/save-file.ts';

type Format = RightsSummaryQuery['format'];

/** "Rights summary": the credit, licence and expiry of every file of the case, as a PDF or CSV file. */
export function RightsSummaryButton({ caseId, reference }: { caseId: string; reference: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const download = useMutation({
    mutationFn: (format: Format) => fetchRightsSummary(caseId, format, locale),
    onSuccess: (file, format) =>
      saveFile(`${t('materials.rights.fileName')}-${reference}.${format}`.replace(/[\\/:*?"<>|]/g, ''), file),
    onError: (error) => void message.error(errorText(t, error)),
  });
  const formats: Format[] = ['pdf', 'csv'];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: formats.map((format) => ({
          key: format,
          label: t(format === 'pdf' ? 'materials.rights.summaryPdf' : 'materials.rights.summaryCsv'),
        })),
        onClick: ({ key }) => download.mutate(key as Format),
      }}
    >
      <Button
        icon={<FileProtectOutlined />}
        loading={download.isPending}
        title={t('materials.rights.summaryHint')}
      >
        {t('materials.rights.summaryButton')} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
