import { LinkOutlined } from '@ant-design/icons';
import type { ListingCheckRecord } from '@portal/contracts';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AlterationTag } from './alteration-tag.tsx';

/**
 * The files the export would hold, in the profile's order: the file name, the caption as exported (with the
 * label of an altered picture), a mark on the main and the altered pictures, and the exported size; then the
 * tours and films its text file of links would list.
 */
export function ListingFiles({ check }: { check: ListingCheckRecord }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={3} className="portal-section-title">
        {t('listings.files.title', { count: check.files.length })}
      </Typography.Title>
      <ol className="listing-files" aria-label={t('listings.files.label')}>
        {check.files.map((file) => (
          <li key={file.materialId} className="listing-file">
            <span className="listing-file-position">{file.position}</span>
            <Flex vertical gap={2} className="listing-file-main">
              <Flex gap={6} wrap align="center">
                <Typography.Text code className="listing-file-name">
                  {file.fileName}
                </Typography.Text>
                {file.isMain ? <Tag color="blue">{t('listings.files.main')}</Tag> : null}
                {file.alteration ? <AlterationTag alteration={file.alteration} /> : null}
                <Typography.Text type="secondary" className="listing-file-size">
                  {file.width && file.height
                    ? t('listings.files.size', { width: file.width, height: file.height })
                    : t('listings.files.sizeUnknown')}
                </Typography.Text>
              </Flex>
              <Typography.Text type={file.caption ? undefined : 'secondary'}>
                {file.caption || t('listings.files.noCaption')}
              </Typography.Text>
            </Flex>
          </li>
        ))}
      </ol>
      {check.links.length > 0 ? (
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('listings.files.links', { count: check.links.length })}</Typography.Text>
          <ul className="listing-links">
            {check.links.map((link) => (
              <li key={link.url}>
                <LinkOutlined aria-hidden /> {link.title}
              </li>
            ))}
          </ul>
        </Flex>
      ) : null}
    </Flex>
  );
}
