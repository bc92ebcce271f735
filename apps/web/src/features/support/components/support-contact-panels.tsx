import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { SupportContactRecord } from '@portal/contracts';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { shownPhone, telHref } from '@/lib/phone.ts';

function ContactWays({ phone, email }: { phone: string | null; email: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4}>
      {phone ? (
        <Typography.Link href={telHref(phone)}>
          <PhoneOutlined aria-hidden />{' '}
          <span className="portal-visually-hidden">{t('support.provider.phone')}: </span>
          {shownPhone(phone)}
        </Typography.Link>
      ) : null}
      <Typography.Link href={`mailto:${email}`}>
        <MailOutlined aria-hidden />{' '}
        <span className="portal-visually-hidden">{t('support.provider.email')}: </span>
        {email}
      </Typography.Link>
    </Flex>
  );
}

/** The department's contact person, the agent registered on it. */
export function SupportContactPersonPanel({ contact }: { contact: SupportContactRecord }) {
  const { t } = useTranslation();
  const person = contact.contactPerson;
  return (
    <Panel title={t('support.contact.title')}>
      {person ? (
        <Flex vertical gap={4}>
          <Typography.Text strong>{person.name}</Typography.Text>
          <ContactWays phone={person.phone} email={person.email} />
        </Flex>
      ) : (
        <Typography.Text type="secondary">
          {t('support.contact.none', { department: contact.branchName })}
        </Typography.Text>
      )}
    </Panel>
  );
}

/** The provider's customer support: phone and email, and its opening hours below them. */
export function ProviderSupportPanel({
  contact,
  children,
}: {
  contact: SupportContactRecord;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={t('support.provider.title')}>
      <Flex vertical gap={16}>
        <ContactWays phone={contact.supportPhone} email={contact.supportEmail} />
        {children}
      </Flex>
    </Panel>
  );
}
