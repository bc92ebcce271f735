import { type CopyMaterialsResult, MIN_SEARCH_LENGTH, mapCase } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { copyTargetSearchQuery, useCopyMaterials } from '@/features/materials/api/materials-api.ts';
import { errorText } from '@/lib/errors.ts';
import { useDebouncedValue } from '@/lib/use-debounced.ts';

/** The search waits for the typing to pause, so each keystroke does not search the whole case list. */
const SEARCH_DEBOUNCE_MS = 250;

interface CopyMaterialsDialogProps {
  caseId: string;
  open: boolean;
  /** The chosen material; empty copies all active material. */
  materialIds: string[];
  /** The case has material whose usage rights expired: a copy leaves it out. */
  someRightsExpired: boolean;
  onClose: () => void;
}

/**
 * Copies material to another case, found by address or reference. Copywrite texts and links never go
 * along (nor documents and link assets, nor material whose usage rights expired); the answer says what was
 * copied and what was left out.
 */
export function CopyMaterialsDialog({
  caseId,
  open,
  materialIds,
  someRightsExpired,
  onClose,
}: CopyMaterialsDialogProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [targetCaseId, setTargetCaseId] = useState<string>();
  const [result, setResult] = useState<CopyMaterialsResult>();
  const copy = useCopyMaterials(caseId);
  const searchKey = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searching = searchKey.length >= MIN_SEARCH_LENGTH;
  const found = useQuery({ ...copyTargetSearchQuery(searchKey), enabled: open && searching });
  const options = (found.data?.data ?? [])
    .filter((record) => record.id !== caseId)
    .map((record) => {
      const target = mapCase(record);
      return { value: target.id, label: `${target.address.full} · ${target.reference}` };
    });

  const close = () => {
    setSearch('');
    setTargetCaseId(undefined);
    setResult(undefined);
    copy.reset();
    onClose();
  };
  const submit = () => {
    if (!targetCaseId) return;
    copy.mutate(
      { targetCaseId, ...(materialIds.length > 0 ? { materialIds } : {}) },
      { onSuccess: (answer) => setResult(answer) },
    );
  };
  const notFoundText = !searching
    ? t('materials.copy.typeMore', { count: MIN_SEARCH_LENGTH })
    : found.isFetching
      ? t('materials.copy.searching')
      : t('materials.copy.noCases');

  return (
    <Modal
      open={open}
      title={t('materials.copy.title')}
      onCancel={close}
      onOk={result ? close : submit}
      okText={result ? t('materials.copy.done') : t('materials.copy.submit')}
      okButtonProps={{ disabled: !result && !targetCaseId, loading: copy.isPending }}
      cancelButtonProps={{ style: result ? { display: 'none' } : undefined }}
      destroyOnHidden
    >
      {result ? (
        <CopyOutcome result={result} />
      ) : (
        <Form layout="vertical" onFinish={submit}>
          <Typography.Paragraph>
            {materialIds.length > 0
              ? t('materials.copy.chosen', { count: materialIds.length })
              : t('materials.copy.allActive')}
          </Typography.Paragraph>
          <Form.Item label={t('materials.copy.target')} htmlFor="copy-target-case">
            <Select
              id="copy-target-case"
              showSearch={{ filterOption: false, onSearch: setSearch }}
              value={targetCaseId}
              onChange={setTargetCaseId}
              options={options}
              placeholder={t('materials.copy.searchPlaceholder')}
              notFoundContent={notFoundText}
              loading={found.isFetching}
            />
          </Form.Item>
          <Typography.Paragraph type="secondary">
            {t('materials.copy.neverCopied')}
            {someRightsExpired ? ` ${t('materials.copy.neverCopiedExpired')}` : null}
          </Typography.Paragraph>
          {copy.isError ? (
            <Alert type="error" showIcon title={errorText(t, copy.error)} style={{ marginTop: 16 }} />
          ) : null}
        </Form>
      )}
    </Modal>
  );
}

function CopyOutcome({ result }: { result: CopyMaterialsResult }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert type="success" showIcon title={t('materials.copy.copied', { count: result.copied })} />
      {result.leftOut.length > 0 ? (
        <>
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 4 }}>
            {t('materials.copy.leftOutTitle')}
          </Typography.Paragraph>
          <ul>
            {result.leftOut.map((item) => (
              <li key={item.reason}>{t(`materials.copy.leftOut.${item.reason}`, { count: item.count })}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to={`/cases/${result.targetCaseId}`}>{t('materials.copy.openTarget')}</Link>
    </>
  );
}
