import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchAiTextEditorLink } from '@/features/task-texts/api/task-texts-api.ts';
import { errorText } from '@/lib/errors.ts';
import { useLocale } from '@/lib/i18n.ts';

/**
 * "Open the AI text tool": the hub answers the service's editor, opened in a new tab, or the portal's own
 * editor page (no service configured), opened in place. A link to the service's editor stays on the page,
 * for a browser that blocked the new tab.
 */
export function OpenAiTextTool({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => fetchAiTextEditorLink(taskId, locale),
    onSuccess: ({ url }) => {
      if (url.startsWith('/')) void navigate(url);
      else window.open(url, '_blank', 'noopener,noreferrer');
    },
  });
  const external = open.isSuccess && !open.data.url.startsWith('/');
  return (
    <Flex vertical gap={12} align="flex-start">
      {open.isError ? <Alert type="error" showIcon title={errorText(t, open.error)} /> : null}
      <Button type="primary" loading={open.isPending} onClick={() => open.mutate()}>
        {t('texts.ai.open')}
      </Button>
      {external ? (
        <Typography.Paragraph role="status">
          {t('texts.ai.openedElsewhere')}{' '}
          <Typography.Link href={open.data.url} target="_blank" rel="noopener noreferrer">
            {t('texts.ai.openAgain')}
          </Typography.Link>
        </Typography.Paragraph>
      ) : null}
    </Flex>
  );
}
