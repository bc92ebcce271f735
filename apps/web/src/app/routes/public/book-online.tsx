import { type BookingProposal, ErrorKey } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicPageHeading } from '@/components/public-page-heading.tsx';
import {
  calendarFileUrl,
  confirmPublicProposal,
  publicBookingQuery,
  publicProposalsQuery,
} from '@/features/bookings/api/booking-api.ts';
import { ConfirmedBooking } from '@/features/bookings/components/confirmed-booking.tsx';
import { ProposalCalendar } from '@/features/bookings/components/proposal-calendar.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { changeLocale } from '@/lib/i18n.ts';

/**
 * An unknown, expired or used link all read the same to the visitor (docs/product.md); the link of a
 * cancelled or closed order says so in the spec's own words, as the interview and questionnaire do.
 */
const linkGone = (error: unknown) =>
  (isApiError(error, 410) && error.code !== ErrorKey.applicationClosed) || isApiError(error, 404);

/**
 * The book-online page a contact person opens from the SMS or mail, without an account: the free times as
 * a calendar, in the language the office sent the link in; after confirming, the booked time.
 */
export function BookOnlinePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const record = useQuery(publicBookingQuery(token));
  const open = record.data?.state === 'OPEN';
  const proposals = useQuery(publicProposalsQuery(token, open));
  const confirm = useMutation({
    mutationFn: (proposal: BookingProposal) => confirmPublicProposal(token, proposal.proposalId),
    onError: (error) => {
      // Taken by someone else meanwhile: fresh times; booked meanwhile: the page shows the booked time.
      if (isApiError(error, 409) && error.code === ErrorKey.bookingSlotTaken) void proposals.refetch();
      else if (isApiError(error, 409)) void record.refetch();
    },
  });
  const title = t('bookings.public.title');

  // Once per link: the visitor may switch the page's language afterwards.
  const languageSet = useRef(false);
  const bookingLocale = record.data?.locale;
  useEffect(() => {
    if (!bookingLocale || languageSet.current) return;
    languageSet.current = true;
    changeLocale(bookingLocale, { remember: false }).catch((error: unknown) =>
      console.warn('Language not changed', error),
    );
  }, [bookingLocale]);

  if (record.isPending) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  }
  if (record.isError) {
    return (
      <>
        <PublicPageHeading title={title} />
        <Result
          status="warning"
          title={linkGone(record.error) ? t(ErrorKey.bookingLinkInvalid) : errorText(t, record.error)}
        />
      </>
    );
  }
  const { data } = record;
  const intro = t('bookings.public.intro', { department: data.departmentName, address: data.address });

  if (confirm.isSuccess && confirm.data.booking) {
    return (
      <>
        <PublicPageHeading title={title} />
        <Result
          status="success"
          title={t('bookings.public.thanks')}
          subTitle={t('bookings.public.thanksText')}
        />
        <ConfirmedBooking
          booking={confirm.data.booking}
          timeZone={confirm.data.timeZone}
          calendarFileUrl={calendarFileUrl(token)}
        />
      </>
    );
  }
  if (data.state === 'CALL_INSTEAD') {
    return (
      <>
        <PublicPageHeading title={title} intro={intro} />
        <Result status="info" title={t(ErrorKey.bookingCallInstead)} />
      </>
    );
  }
  if (data.state === 'BOOKED') {
    return (
      <>
        <PublicPageHeading title={title} intro={intro} />
        <Alert type="info" showIcon title={t(ErrorKey.bookingAlreadyMade)} style={{ marginBottom: 16 }} />
        {data.booking ? (
          <ConfirmedBooking
            booking={data.booking}
            timeZone={data.timeZone}
            calendarFileUrl={calendarFileUrl(token)}
          />
        ) : null}
      </>
    );
  }
  const confirmProblem = linkGone(confirm.error)
    ? t(ErrorKey.bookingLinkInvalid)
    : errorText(t, confirm.error);
  return (
    <>
      <PublicPageHeading title={title} intro={intro} />
      {confirm.isError ? (
        <Alert type="error" showIcon role="alert" title={confirmProblem} style={{ marginBottom: 16 }} />
      ) : null}
      <ProposalCalendar
        timeZone={data.timeZone}
        proposals={proposals}
        pending={confirm.isPending}
        onConfirm={(proposal) => confirm.mutate(proposal)}
      />
    </>
  );
}
