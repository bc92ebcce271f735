import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Flex, Result, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PublicPageHeading } from '@/components/public-page-heading.tsx';
import { invitationQuery } from '@/features/invitations/api/invitation-api.ts';
import { ExistingAccountInvite } from '@/features/invitations/components/existing-account-invite.tsx';
import { AcceptInviteForm } from '@/features/invitations/forms/accept-invite-form.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { HOME_PATH } from '@/lib/auth.ts';
import { errorText } from '@/lib/errors.ts';

export function InvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The link's token: the only proof that the person reads the invited address's mail.
  const { id: token = '' } = useParams();
  const invitation = useQuery(invitationQuery(token));

  if (invitation.isPending) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  }
  if (invitation.isError) {
    return (
      <>
        <PublicPageHeading title={t('users.invite.title')} />
        <Result
          status="warning"
          title={
            isApiError(invitation.error, 404) ? t(ErrorKey.inviteInvalid) : errorText(t, invitation.error)
          }
          extra={<Link to="/login">{t('users.invite.toLogin')}</Link>}
        />
      </>
    );
  }
  const { data } = invitation;
  const onAccepted = () => void navigate(HOME_PATH, { replace: true });
  return (
    <>
      <PublicPageHeading
        title={t('users.invite.title')}
        intro={data.accountExists ? undefined : t('users.invite.intro')}
      />
      <Descriptions
        column={1}
        size="small"
        style={{ marginBottom: 24 }}
        items={[
          { key: 'email', label: t('users.invite.email'), children: data.email },
          {
            key: 'departments',
            label: t('users.invite.departments'),
            children: (
              <Flex wrap gap={4}>
                {data.branches.map((branch) => (
                  <Tag key={branch.id}>{branch.name}</Tag>
                ))}
              </Flex>
            ),
          },
        ]}
      />
      {data.accountExists ? (
        <ExistingAccountInvite token={token} invitation={data} onAccepted={onAccepted} />
      ) : (
        <AcceptInviteForm token={token} invitation={data} onAccepted={onAccepted} />
      )}
    </>
  );
}
