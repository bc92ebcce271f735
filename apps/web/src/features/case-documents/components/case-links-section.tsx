import { LinkOutlined } from '@ant-design/icons';
import { type CaseLinkRecord, SaveLinkBody } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { FormField } from '@/components/form-field.tsx';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { RowList, RowMain } from '@/components/row-list.tsx';
import {
  caseLinksQuery,
  useRemoveCaseAsset,
  useSaveLink,
} from '@/features/case-documents/api/case-documents-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

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
      <QueryContent query={links} empty={t('documents.links.none')}>
        {(list) => (
          <RowList label={t('documents.links.title')}>
            {list.map((link) => (
              <li key={link.id}>
                <RowMain>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    <LinkOutlined aria-hidden /> {link.name}
                  </a>
                  <Typography.Text type="secondary">{link.url}</Typography.Text>
                </RowMain>
                {archived ? null : (
                  <Button
                    size="small"
                    danger
                    aria-label={t('documents.links.removeNamed', { name: link.name })}
                    onClick={() => setRemoving(link)}
                  >
                    {t('common.actions.remove')}
                  </Button>
                )}
              </li>
            ))}
          </RowList>
        )}
      </QueryContent>
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
        okText={t('common.actions.remove')}
        danger
        onConfirm={() => (removing ? remove.mutateAsync(removing.id) : undefined)}
        onClose={() => setRemoving(null)}
      />
    </Panel>
  );
}
