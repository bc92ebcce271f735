import { ErrorKey, type PublicInvitation } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signedInUserQuery, useAcceptAsSignedInUser } from '@/features/invitations/api/invitation-api.ts';
import { loginPath } from '@/lib/auth.ts';
import { errorText } from '@/lib/errors.ts';
import { endSession } from '@/lib/session.ts';

interface ExistingAccountInviteProps {
  token: string;
  invitation: PublicInvitation;
  onAccepted: () => void;
}

/**
 * An invitation for an address that already has an account: the person accepts in their own session, so
 * the page asks them to sign in as that account (never for a new password) and then offers "accept".
 */
export function ExistingAccountInvite({ token, invitation, onAccepted }: ExistingAccountInviteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useQuery(signedInUserQuery);
  const accept = useAcceptAsSignedInUser(token);
  const backHere = loginPath(`/invite/${token}`);
  const signOut = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      queryClient.clear();
      void navigate(backHere);
    },
  });

  if (signedIn.isPending) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  }
  if (signedIn.isError) return <Alert type="error" showIcon title={errorText(t, signedIn.error)} />;

  const user = signedIn.data;
  if (!user) {
    return (
      <Flex vertical gap={16}>
        <Typography.Paragraph>
          {t('users.invite.existingIntro', { email: invitation.email })}
        </Typography.Paragraph>
        <Button type="primary" size="large" block onClick={() => void navigate(backHere)}>
          {t('users.invite.signInToAccept')}
        </Button>
      </Flex>
    );
  }
  if (user.email !== invitation.email) {
    return (
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={t(ErrorKey.inviteOtherAccount)} />
        <Button size="large" block loading={signOut.isPending} onClick={() => signOut.mutate()}>
          {t('users.invite.signInAs', { email: invitation.email })}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={16}>
      {accept.isError ? <Alert type="error" showIcon title={errorText(t, accept.error)} /> : null}
      <Typography.Paragraph>
        {t('users.invite.acceptIntro', { email: invitation.email })}
      </Typography.Paragraph>
      <Button
        type="primary"
        size="large"
        block
        loading={accept.isPending}
        onClick={() => accept.mutate(undefined, { onSuccess: onAccepted })}
      >
        {t('users.invite.accept')}
      </Button>
    </Flex>
  );
}
