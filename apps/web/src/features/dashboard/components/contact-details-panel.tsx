import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { departmentContactsQuery } from '@/features/dashboard/api/dashboard-api.ts';
import { useSignedInUser } from '@/lib/session.ts';
import './dashboard-panels.css';
import { shownPhone, telHref } from '@/lib/phone.ts';

function ContactLines({ email, phone }: { email: string; phone: string | null }) {
  return (
    <>
      <Typography.Link href={`mailto:${email}`} className="portal-dashboard-address">
        <MailOutlined aria-hidden /> {email}
      </Typography.Link>
      {phone ? (
        <Typography.Link href={telHref(phone)}>
          <PhoneOutlined aria-hidden /> {shownPhone(phone)}
        </Typography.Link>
      ) : null}
    </>
  );
}

/**
 * Agent contact details: the contact person registered for each of the user's departments, and the
 * user's own details as the provider and the orders show them (changed in My profile).
 */
export function ContactDetailsPanel() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const contacts = useQuery(departmentContactsQuery);
  return (
    <Panel title={t('dashboard.contacts.title')}>
      <Flex vertical gap={16}>
        {(contacts.data ?? []).map((contact) => (
          <Flex vertical gap={2} key={contact.branchId} data-testid="department-contact">
            <Typography.Text type="secondary">
              {t('dashboard.contacts.department', { department: contact.branchName })}
            </Typography.Text>
            <Typography.Text strong>{contact.name}</Typography.Text>
            <ContactLines email={contact.email} phone={contact.phone} />
          </Flex>
        ))}
        <Flex vertical gap={2}>
          <Typography.Text type="secondary">{t('dashboard.contacts.yours')}</Typography.Text>
          <Typography.Text strong>{user.fullName}</Typography.Text>
          <ContactLines email={user.email} phone={user.phoneNumber} />
          <Link to="/profile">{t('dashboard.contacts.edit')}</Link>
        </Flex>
      </Flex>
    </Panel>
  );
}
