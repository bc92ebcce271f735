import type { ListingRuleOrigin } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const ORIGIN_COLOURS: Record<ListingRuleOrigin, string> = {
  published: 'green',
  projectChoice: 'default',
  provider: 'blue',
};

/** A rule's label with where its value comes from: published guidance, the project's choice, or the provider. */
export function RuleLabel({ text, origin }: { text: string; origin: ListingRuleOrigin | undefined }) {
  const { t } = useTranslation();
  return (
    <span className="listing-rule-label">
      <span>{text}</span>
      {origin ? (
        <Tag color={ORIGIN_COLOURS[origin]} className="listing-rule-origin">
          {t(`listings.profiles.origins.${origin}`)}
        </Tag>
      ) : null}
    </span>
  );
}
