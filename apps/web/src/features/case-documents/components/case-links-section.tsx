import { LinkOutlined } from '@ant-design/icons';
import { type CaseLinkRecord, SaveLinkBody } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Empty, Flex, Form, Input, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { Panel } from '../../../components/panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyFieldErrors, errorText } from '../../../lib/errors.ts';
import { keyedZodResolver } from '../../../lib/form-resolver.ts';
import { caseLinksQuery, useRemoveCaseAsset, useSaveLink } from '../api/case-documents-api.ts';
import '../../cases/components/case-details.css';

type LinkInput = z.input<typeof SaveLinkBody>;
type LinkValues = z.output<typeof SaveLinkBody>;
const EMPTY: LinkInput = { title: '', url: '' };

/** The case's links (title and web address): open, add and remove; read-only while archived. */
export function CaseLinksSection({ caseId, archived }: { caseId: string; archived: boolean }) {
  const { t } = useTranslation();
  const links = useQuery(caseLinksQuery(caseId));
  const save = useSaveLink(caseId);
  const remove = useRemoveCaseAsset(caseId, 'links');
  const [removing, setRemoving] = useState<CaseLinkRecord | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<LinkInput, unknown, LinkValues>({
    resolver: keyedZodResolver(SaveLinkBody),
    defaultValues: EMPTY,
  });

  const submit = (values: LinkValues) =>
    save.mutate(values, {
      onSuccess: () => reset(EMPTY),
      onError: (error) => applyFieldErrors(error, setError, ['title', 'url']),
    });
  const fieldProblem = isApiError(save.error) && Object.keys(save.error.fields).length > 0;

  return (
    <Panel title={t('documents.links.title')}>
      {links.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : links.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(t, links.error)}
          action={<Button onClick={() => void links.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : links.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('documents.links.none')} />
      ) : (
        <ul className="portal-case-rows" aria-label={t('documents.links.title')}>
          {links.data.map((link) => (
            <li key={link.id}>
              <Flex vertical gap={2} className="portal-case-row-main">
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  <LinkOutlined aria-hidden /> {link.name}
                </a>
                <Typography.Text type="secondary">{link.url}</Typography.Text>
              </Flex>
              {archived ? null : (
                <Button
                  size="small"
                  danger
                  aria-label={t('documents.links.removeNamed', { name: link.name })}
                  onClick={() => setRemoving(link)}
                >
                  {t('documents.links.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {archived ? null : (
        <Form
          layout="vertical"
          style={{ marginTop: 16 }}
          onFinish={() => void handleSubmit(submit)()}
          aria-label={t('documents.links.add')}
        >
          <Row gutter={16} align="bottom">
            <Col xs={24} md={9}>
              <FormField
                control={control}
                name="title"
                label={t('documents.links.fields.title')}
                required
                render={(field) => <Input {...field} maxLength={200} />}
              />
            </Col>
            <Col xs={24} md={11}>
              <FormField
                control={control}
                name="url"
                label={t('documents.links.fields.url')}
                required
                render={(field) => <Input {...field} inputMode="url" placeholder="https://" />}
              />
            </Col>
            <Col xs={24} md={4}>
              <Form.Item>
                <Button htmlType="submit" loading={save.isPending} block>
                  {t('documents.links.add')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
          {save.isError && !fieldProblem ? (
            <Alert type="error" showIcon title={errorText(t, save.error)} />
          ) : null}
        </Form>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('documents.links.removeQuestion', { name: removing?.name ?? '' })}
        okText={t('documents.links.remove')}
        danger
        onConfirm={() => (removing ? remove.mutateAsync(removing.id) : undefined)}
        onClose={() => setRemoving(null)}
      />
    </Panel>
  );
}
