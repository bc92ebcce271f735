import { StarFilled } from '@ant-design/icons';
import type { BookingProposal, BookingProposals } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { groupByDay } from '@/features/bookings/lib/proposal-days.ts';
import { errorText } from '@/lib/errors.ts';
import { formatBookedTime, formatDay, formatTimeSpan } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import './bookings.css';

interface ProposalCalendarProps {
  /** The free times as the hub answers them, which the calendar waits for. */
  proposals: UseQueryResult<BookingProposals>;
  /** The reader's time zone; the browser's own when absent (the public page has no signed-in user). */
  timeZone?: string;
  pending: boolean;
  onConfirm: (proposal: BookingProposal) => void;
}

interface SlotProps {
  proposal: BookingProposal;
  selected: boolean;
  disabled: boolean;
  timeZone?: string;
  onSelect: () => void;
}

function Slot({ proposal, selected, disabled, timeZone, onSelect }: SlotProps) {
  const locale = useLocale();
  return (
    <button
      type="button"
      className="portal-booking-slot"
      aria-pressed={selected}
      disabled={disabled}
      onClick={onSelect}
    >
      <span className="portal-booking-slot-time">
        {formatTimeSpan(proposal.expectedStart, proposal.departure, locale, timeZone)}
      </span>
      <span className="portal-booking-slot-photographer">{proposal.photographerName}</span>
    </button>
  );
}

/**
 * The photographers' free times as a calendar: the suggested time first, then one column of days, each
 * slot a large button (a phone is the usual device of a contact person). Choosing and confirming are two
 * steps, so a slip of the thumb books nothing. While the times load it shows a placeholder; a failure says so.
 */
export function ProposalCalendar({ proposals, ...props }: ProposalCalendarProps) {
  const { t } = useTranslation();
  if (proposals.isPending) return <LoadingSkeleton />;
  if (proposals.isError) return <Alert type="error" showIcon title={errorText(t, proposals.error)} />;
  return <FreeTimes proposals={proposals.data} refreshing={proposals.isFetching} {...props} />;
}

/**
 * While fresh times load (after a time was taken meanwhile) the old ones cannot be chosen: a time chosen
 * then could vanish from under the thumb when the answer comes.
 */
function FreeTimes({
  proposals,
  refreshing,
  timeZone,
  pending,
  onConfirm,
}: Omit<ProposalCalendarProps, 'proposals'> & { proposals: BookingProposals; refreshing: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const all = proposals.suggested ? [proposals.suggested, ...proposals.others] : proposals.others;
  // Fresh proposals may no longer hold the chosen one.
  const selected = all.find((proposal) => proposal.proposalId === selectedId) ?? null;
  const suggestedId = proposals.suggested?.proposalId;
  const days = groupByDay(
    proposals.others.filter((proposal) => proposal.proposalId !== suggestedId),
    timeZone,
  );

  if (all.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bookings.calendar.none')} />;
  }
  const slot = (proposal: BookingProposal) => (
    <Slot
      key={proposal.proposalId}
      proposal={proposal}
      timeZone={timeZone}
      selected={proposal.proposalId === selected?.proposalId}
      disabled={refreshing}
      onSelect={() => setSelectedId(proposal.proposalId)}
    />
  );

  return (
    <div className="portal-booking-calendar" aria-busy={refreshing}>
      <Typography.Paragraph type="secondary">
        {t('bookings.calendar.intro', { minutes: proposals.durationMinutes })}
      </Typography.Paragraph>
      {proposals.suggested ? (
        <section className="portal-booking-day is-suggested" aria-labelledby="booking-suggested">
          <h3 id="booking-suggested" className="portal-booking-day-title">
            <StarFilled aria-hidden /> {t('bookings.calendar.suggested')}
            <span className="portal-booking-day-date">
              {formatDay(proposals.suggested.expectedStart, locale, timeZone)}
            </span>
          </h3>
          {slot(proposals.suggested)}
        </section>
      ) : null}
      {days.map((day) => (
        <section key={day.key} className="portal-booking-day" aria-labelledby={`booking-day-${day.key}`}>
          <h3 id={`booking-day-${day.key}`} className="portal-booking-day-title">
            {formatDay(day.proposals[0]?.expectedStart ?? day.key, locale, timeZone)}
          </h3>
          <div className="portal-booking-slots">{day.proposals.map(slot)}</div>
        </section>
      ))}
      <div className="portal-booking-confirm" aria-live="polite">
        <Typography.Text strong={selected !== null}>
          {selected
            ? t('bookings.calendar.chosen', {
                time: formatBookedTime(selected.expectedStart, locale, timeZone),
                photographer: selected.photographerName,
              })
            : t('bookings.calendar.choose')}
        </Typography.Text>
        <Button
          type="primary"
          size="large"
          block
          disabled={selected === null || refreshing}
          loading={pending}
          onClick={() => {
            if (selected) onConfirm(selected);
          }}
        >
          {t('bookings.calendar.confirm')}
        </Button>
      </div>
    </div>
  );
}
