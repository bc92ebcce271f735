import { EditOutlined } from '@ant-design/icons';
import {
  type ActiveUser,
  type ApprovalCheck,
  type Branch,
  formatAddress,
  type PropertyTypeOption,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, type DescriptionsProps, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignChoicesQuery } from '@/features/orders/api/campaign-options.ts';
import { ApprovalNeededNotice } from '@/features/orders/components/approval-needed-notice.tsx';
import type { FieldProblem } from '@/features/orders/lib/order-payload.ts';
import type { Selection } from '@/features/orders/lib/order-selection.ts';
import type { InformationOutput, StartOutput } from '@/features/orders/lib/step-schemas.ts';
import { STEP } from '@/features/orders/lib/wizard-state.ts';
import { errorText } from '@/lib/errors.ts';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { StepActions } from './step-actions.tsx';

interface SummaryStepProps {
  start: StartOutput;
  info: InformationOutput;
  branch: Branch;
  packageName: string | null;
  /** The number of the existing case the order joins, when the user gave none. */
  matchedReference: string | null;
  selection: Selection;
  showPrices: boolean;
  users: ActiveUser[];
  propertyTypes: PropertyTypeOption[] | undefined;
  creating: boolean;
  error: unknown;
  problems: FieldProblem[];
  /** Whether the order will wait for an approver, once the hub has said. */
  approvalCheck: ApprovalCheck | undefined;
  onEdit: (step: number) => void;
  onBack: () => void;
  onCreate: () => void;
}

const joined = (...parts: (string | undefined | null)[]) =>
  parts.filter((part) => part && part.trim() !== '').join(' ');

/**
 * What will be ordered, each part with a way back to its step, whether it will wait for an approver, and the
 * button that creates the order.
 */
export function SummaryStep({
  start,
  info,
  branch,
  packageName,
  matchedReference,
  selection,
  showPrices,
  users,
  propertyTypes,
  creating,
  error,
  problems,
  approvalCheck,
  onEdit,
  onBack,
  onCreate,
}: SummaryStepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = (amount: number) =>
    selection.currency ? formatPrice(amount, selection.currency, locale) : '';
  const yesNo = (value: boolean) => (value ? t('orders.values.yes') : t('orders.values.no'));
  const { address } = start;
  const userName = new Map(
    users.map((user) => [user.email, `${user.firstName} ${user.lastName}`.trim() || user.email]),
  );
  // The campaign's name comes from the choices the information step loaded (kept in the cache).
  const campaignName = useQuery(campaignChoicesQuery(branch.id)).data?.find(
    (campaign) => campaign.id === info.campaignId,
  )?.name;
  const { propertyInfo: property, bookingInfo: booking } = info;
  const { business, endUser } = info.invoicing;
  const propertyType =
    propertyTypes?.find((type) => type.key === property.propertyType)?.label ?? property.propertyType;

  const card = (title: string, step: number, items: DescriptionsProps['items'], extra?: ReactNode) => (
    <Card
      size="small"
      title={title}
      className="portal-summary-card"
      extra={
        <Button
          type="link"
          icon={<EditOutlined aria-hidden />}
          onClick={() => onEdit(step)}
          aria-label={t('orders.actions.editPart', { part: title })}
        >
          {t('orders.actions.edit')}
        </Button>
      }
    >
      {items && items.length > 0 ? <Descriptions column={1} size="small" items={items} /> : null}
      {extra}
    </Card>
  );

  const contacts = info.orderContacts.filter((person) => person !== undefined);
  return (
    <div>
      {card(t('orders.pages.new.summaryOrder'), STEP.start, [
        { key: 'flow', label: t('orders.summary.flow'), children: t(`orders.flows.${start.flow}.title`) },
        { key: 'department', label: t('orders.fields.department'), children: branch.name },
        {
          key: 'address',
          label: t('orders.fields.address'),
          children: formatAddress(address),
        },
        {
          key: 'reference',
          label: t('orders.fields.reference'),
          children: start.reference || matchedReference || t('orders.summary.referenceAuto'),
        },
        { key: 'email', label: t('orders.fields.responsibleEmail'), children: start.responsibleEmail },
      ])}
      {card(
        t('orders.pages.new.summaryProducts'),
        STEP.package,
        [],
        <>
          <ul className="portal-summary-lines">
            {selection.lines.map((line) => (
              <li key={line.key}>
                <Flex justify="space-between" gap={12}>
                  <span>
                    {line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name}
                    {line.contents && line.contents.length > 0 ? (
                      <Typography.Text type="secondary" className="portal-summary-contents">
                        {line.contents.join(', ')}
                      </Typography.Text>
                    ) : null}
                  </span>
                  {showPrices && line.price !== null ? <span>{price(line.price)}</span> : null}
                </Flex>
              </li>
            ))}
          </ul>
          {packageName === null && selection.lines.length === 0 ? (
            <Typography.Text type="secondary">{t('orders.summary.noProducts')}</Typography.Text>
          ) : null}
          {showPrices && selection.currency && selection.total !== null ? (
            <Flex justify="space-between" className="portal-summary-total">
              <Typography.Text strong>{t('orders.summary.estimatedTotal')}</Typography.Text>
              <Typography.Text strong>{price(selection.total)}</Typography.Text>
            </Flex>
          ) : null}
        </>,
      )}
      {card(
        t('orders.pages.new.contactsTitle'),
        STEP.information,
        contacts.map((person, index) => ({
          key: `contact-${index}`,
          label: t(`orders.contactTypes.${person.contactType}`),
          children: [person.name, person.phone, person.email].filter(Boolean).join(' · '),
        })),
      )}
      {card(t('orders.pages.new.summaryDetails'), STEP.information, [
        { key: 'type', label: t('orders.fields.propertyType'), children: propertyType ?? '–' },
        {
          key: 'area',
          label: t('orders.fields.livingArea'),
          children:
            property.livingArea !== undefined
              ? `${property.livingArea} ${t('orders.units.squareMetres')}`
              : '–',
        },
        {
          key: 'basement',
          label: t('orders.fields.basementArea'),
          children:
            property.basementArea !== undefined
              ? `${property.basementArea} ${t('orders.units.squareMetres')}`
              : '–',
        },
        { key: 'floors', label: t('orders.fields.floors'), children: property.floors ?? '–' },
        {
          key: 'cadastral',
          label: t('orders.fields.cadastralNumber'),
          children: property.cadastralNumber || '–',
        },
        {
          key: 'roof',
          label: t('orders.fields.roofColor'),
          children: property.roofColor ? t(`orders.roofColors.${property.roofColor}`) : '–',
        },
        {
          key: 'offering',
          label: t('orders.fields.offeringType'),
          children: property.offeringType ? t(`orders.offeringTypes.${property.offeringType}`) : '–',
        },
        {
          key: 'key',
          label: t('orders.fields.keyPickup'),
          children: booking.keyPickup
            ? `${t('orders.values.yes')}: ${booking.keyPickupAddress}`
            : t('orders.values.no'),
        },
        {
          key: 'stylist',
          label: t('orders.fields.externalStylist'),
          children: yesNo(booking.externalStylist),
        },
        {
          key: 'comment',
          label: t('orders.fields.photographerComment'),
          children: booking.photographerComment || '–',
        },
        {
          key: 'watchers',
          label: t('orders.fields.watchers'),
          children: info.watcherEmails.map((email) => userName.get(email) ?? email).join(', ') || '–',
        },
        ...(info.campaignId
          ? [{ key: 'campaign', label: t('campaigns.order.field'), children: campaignName ?? '–' }]
          : []),
        ...(business
          ? [
              {
                key: 'business',
                label: t('orders.pages.new.businessTitle'),
                children: joined(
                  business.customerReference,
                  `${t('orders.fields.cvr')}: ${business.cvr}`,
                  business.ean ? `EAN: ${business.ean}` : '',
                ),
              },
            ]
          : []),
        ...(endUser
          ? [
              {
                key: 'endUser',
                label: t('orders.pages.new.endUserTitle'),
                children: [joined(endUser.firstName, endUser.lastName), endUser.email, endUser.address].join(
                  ' · ',
                ),
              },
            ]
          : []),
      ])}
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(t, error)}
          description={
            problems.length > 0 ? (
              <ul className="portal-summary-problems">
                {problems.map((problem) => (
                  <li key={`${problem.step}-${problem.path}`}>
                    {t(problem.label)}: {t(problem.message, { defaultValue: t('rules.type') })}{' '}
                    <Button type="link" size="small" onClick={() => onEdit(problem.step)}>
                      {t('orders.actions.fix')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <ApprovalNeededNotice check={approvalCheck} />
      <StepActions
        onBack={onBack}
        nextLabel={t(
          approvalCheck?.approvalNeeded ? 'orders.actions.createForApproval' : 'orders.actions.create',
        )}
        onNext={onCreate}
        nextLoading={creating}
      />
    </div>
  );
}
