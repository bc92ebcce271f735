import { ANONYMISED, type ContactPersonRecord, mapContactPersons } from '@portal/contracts';
import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { shownPhone, telHref } from '@/lib/phone.ts';

/**
 * An order's contact persons in priority order, with a way to call or write to each; a person whose data the
 * retention rules anonymised reads so in the reader's language.
 */
export function ContactPersonList({ records }: { records: ContactPersonRecord[] }) {
  const { t } = useTranslation();
  const people = mapContactPersons(records).filter((person) => person.name.trim() !== '');
  if (people.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.contacts.none')} />;
  }
  return (
    <ul className="portal-contact-list">
      {people.map((person) => (
        <li key={`${person.name}|${person.phone}|${person.email}`}>
          <Typography.Text strong>
            {person.name === ANONYMISED ? t('common.anonymised') : person.name}
          </Typography.Text>
          {person.type ? (
            <Typography.Text type="secondary"> · {t(`orders.contactTypes.${person.type}`)}</Typography.Text>
          ) : null}
          <div className="portal-contact-ways">
            {person.phone ? <a href={telHref(person.phone)}>{shownPhone(person.phone)}</a> : null}
            {person.alternativePhone ? (
              <a href={telHref(person.alternativePhone)}>{shownPhone(person.alternativePhone)}</a>
            ) : null}
            {person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
