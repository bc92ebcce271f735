import { InboxOutlined } from '@ant-design/icons';
import { DELIVERY_UPLOAD_RULES, MAX_DELIVERY_BYTES, uploadFileProblem } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OrderStatusTag } from '@/components/order-status-tag.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import {
  deliveryLineQuery,
  registerDeliveryUpload,
} from '@/features/provider-delivery/api/provider-delivery-api.ts';
import { DeliverForm } from '@/features/provider-delivery/components/deliver-form.tsx';
import { DeliveredMaterialSection } from '@/features/provider-delivery/components/delivered-material-section.tsx';
import { LinkDeliveryForm } from '@/features/provider-delivery/components/link-delivery-form.tsx';
import { deliveryWaysOf } from '@/features/provider-delivery/lib/line-deliveries.ts';
import { UploadFileList } from '@/features/task-uploads/components/upload-file-list.tsx';
import { useUploadQueue } from '@/features/task-uploads/hooks/use-upload-queue.ts';
import '@/features/task-uploads/components/task-uploads.css';
import { formatFileSize } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { materialTypeLabel } from '@/lib/material-kinds.ts';

/**
 * Delivering material to an order line: upload a batch of files with progress and retry, then deliver it,
 * and deliver links, as far as the line's product is delivered so; a product of texts points to the texts page.
 * The material delivered so far is listed with its usage rights, which staff change there; a closed line (it
 * or its order cancelled or invoiced) shows only that.
 */
export function DeliveryLinePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id = '', lineId = '' } = useParams();
  const queryClient = useQueryClient();
  const line = useQuery(deliveryLineQuery(lineId));
  const maxSize = formatFileSize(MAX_DELIVERY_BYTES, locale);
  // The files the line's product delivers, once the line has said which.
  const extensions = line.data?.fileExtensions ?? DELIVERY_UPLOAD_RULES.extensions;
  const queue = useUploadQueue({
    target: { deliveryOrderlineId: lineId },
    check: (file) => {
      const problem = uploadFileProblem(file.name, { ...DELIVERY_UPLOAD_RULES, extensions });
      if (problem) return { key: problem };
      return file.size > MAX_DELIVERY_BYTES
        ? { key: 'delivery.line.tooLarge', params: { size: maxSize } }
        : null;
    },
    register: async (file, key) => {
      await registerDeliveryUpload(lineId, { key, fileName: file.name });
      await queryClient.invalidateQueries({ queryKey: deliveryLineQuery(lineId).queryKey });
    },
  });
  const back = (
    <Link to={`/provider/orders/${encodeURIComponent(id)}`} className="portal-back-link">
      {t('delivery.line.back')}
    </Link>
  );

  if (line.isPending) return <PageSpin />;
  if (line.isError) {
    return (
      <PageLoadError
        title={t('delivery.line.titleUnknown')}
        error={line.error}
        onRetry={() => void line.refetch()}
        extra={back}
      />
    );
  }
  const record = line.data;
  const filesPanel = (
    <Panel title={t('delivery.line.upload')}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {t('delivery.line.types', { types: extensions.join(', '), size: maxSize })}
        </Typography.Text>
        <Upload.Dragger
          multiple
          showUploadList={false}
          accept={extensions.map((extension) => `.${extension}`).join(',')}
          customRequest={({ file, onSuccess, onError }) => {
            queue.add(file as File).then(() => onSuccess?.({}), onError);
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('delivery.line.dragTitle')}</p>
          <p className="ant-upload-hint">{t('delivery.line.dragHint')}</p>
        </Upload.Dragger>
        <UploadFileList
          uploaded={record.uploads}
          queued={queue.items}
          onRetry={queue.retry}
          onRename={queue.rename}
          onDismiss={queue.dismiss}
        />
        <DeliverForm key={record.deliveredQuantity} line={record} uploading={queue.busy} />
      </Flex>
    </Panel>
  );
  const linkPanel = (
    <Panel title={t('delivery.link.heading')}>
      <LinkDeliveryForm line={record} />
    </Panel>
  );
  const deliveredTypes = record.deliveredMaterialTypes;
  const ways = deliveryWaysOf(record);
  const open = record.awaitsDelivery && record.takesDelivery;
  return (
    <Flex vertical gap={16}>
      <PageHeading
        title={t(record.takesDelivery ? 'delivery.line.title' : 'delivery.line.titleClosed', {
          product: record.productName,
        })}
        extra={back}
      />
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'address', label: t('delivery.line.address'), children: record.address },
          { key: 'order', label: t('delivery.line.order'), children: record.salesId },
          {
            key: 'status',
            label: t('delivery.line.status'),
            children: <OrderStatusTag status={record.status} />,
          },
          { key: 'ordered', label: t('delivery.line.ordered'), children: record.orderedQuantity },
          { key: 'delivered', label: t('delivery.line.delivered'), children: record.deliveredQuantity },
          ...(deliveredTypes.length > 0
            ? [
                {
                  key: 'types',
                  label: t('delivery.line.materialTypes'),
                  children: deliveredTypes.map((type) => materialTypeLabel(t, type)).join(', '),
                },
              ]
            : []),
        ]}
      />
      {record.awaitsDelivery ? null : (
        <Alert type="info" showIcon title={t('delivery.line.nothingToDeliver')} />
      )}
      {record.awaitsDelivery && !record.takesDelivery ? (
        <Alert type="info" showIcon title={t('delivery.line.closed')} />
      ) : null}
      {record.awaitsDelivery && ways.texts ? (
        <Alert
          type="info"
          showIcon
          title={t('delivery.line.textsProduct')}
          action={
            <Link to={`/provider/orders/${encodeURIComponent(id)}/texts`}>
              {t('delivery.line.openTexts')}
            </Link>
          }
        />
      ) : null}
      {open && ways.files ? filesPanel : null}
      {open && ways.links ? linkPanel : null}
      {record.awaitsDelivery && (ways.files || ways.links) ? (
        <DeliveredMaterialSection caseId={record.caseId} lineId={record.orderlineId} />
      ) : null}
    </Flex>
  );
}
