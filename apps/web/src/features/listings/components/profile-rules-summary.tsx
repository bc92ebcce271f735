import type { ListingProfileRecord } from '@portal/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The rules of a profile an office notices, in one line: how many pictures, their sizes, the captions' language. */
export function ProfileRulesSummary({ profile }: { profile: ListingProfileRecord }) {
  const { t } = useTranslation();
  const { rules } = profile;
  return (
    <Typography.Text type="secondary">
      {t('listings.check.rules', {
        min: rules.minPictures,
        max: rules.maxPictures,
        minWidth: rules.minWidth,
        minHeight: rules.minHeight,
        longEdge: rules.maxLongEdge,
        language: t(`listings.languages.${rules.captionLanguage}`),
      })}
    </Typography.Text>
  );
}
