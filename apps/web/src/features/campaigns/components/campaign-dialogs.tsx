import type { Branch, CampaignRecord } from '@portal/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useDeleteCampaign } from '@/features/campaigns/api/campaign-api.ts';
import { CampaignFormDialog } from './campaign-form-dialog.tsx';

/** Which dialog is open: the form (a null campaign creates one) or the question before deleting. */
export type CampaignDialogState =
  | { kind: 'edit'; campaign: CampaignRecord | null }
  | { kind: 'delete'; campaign: CampaignRecord }
  | null;

interface CampaignDialogsProps {
  state: CampaignDialogState;
  /** The departments the user is admin of. */
  departments: Branch[];
  onClose: () => void;
  /** After the campaign was deleted, such as leaving its page. */
  onDeleted?: () => void;
}

export function CampaignDialogs({ state, departments, onClose, onDeleted }: CampaignDialogsProps) {
  const { t } = useTranslation();
  const remove = useDeleteCampaign();
  return (
    <>
      {state?.kind === 'edit' ? (
        <CampaignFormDialog campaign={state.campaign} departments={departments} onClose={onClose} />
      ) : null}
      <ConfirmDialog
        open={state?.kind === 'delete'}
        title={t('campaigns.delete.title', { name: state?.campaign?.name ?? '' })}
        okText={t('campaigns.list.delete')}
        danger
        onConfirm={async () => {
          if (state?.kind !== 'delete') return;
          await remove.mutateAsync(state.campaign.id);
          onDeleted?.();
        }}
        onClose={onClose}
      >
        <Typography.Paragraph>{t('campaigns.delete.body')}</Typography.Paragraph>
      </ConfirmDialog>
    </>
  );
}
