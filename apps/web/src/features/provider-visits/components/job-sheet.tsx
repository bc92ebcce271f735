import { type JobSheetLine, propertyTypeLabel, type VisitJobSheetRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Flex, Tag, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactPersonList } from '@/components/contact-person-list.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { useLocale } from '@/lib/i18n.ts';
import { visitJobSheetQuery } from '../api/provider-visits-api.ts';
import { notesBeyondJobSheet } from '../lib/booking-notes.ts';
import { shootKindsOf } from '../lib/shoot-kinds.ts';
import './provider-visits.css';

/** A titled part of the job sheet, named by its heading for screen readers. */
function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={3} id={id} className="portal-visit-subtitle">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function SheetLines({ lines }: { lines: JobSheetLine[] }) {
  const { t } = useTranslation();
  return (
    <ul className="portal-job-sheet-lines">
      {lines.map((line) => (
        <li key={line.orderlineId}>
          <Typography.Text strong>
            {t('providerVisits.jobSheet.quantity', { quantity: line.orderedQuantity })}
          </Typography.Text>{' '}
          {line.productName}
          {shootKindsOf(line).length > 0 && (
            <Flex gap={4} wrap className="portal-job-sheet-kinds">
              {shootKindsOf(line).map((kind) => (
                <Tag key={kind} bordered={false} color={kind === 'drone' ? 'blue' : undefined}>
                  {t(`providerVisits.jobSheet.kinds.${kind}`)}
                </Tag>
              ))}
            </Flex>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The property as the office described it; facts it left out are not listed. */
function PropertyFacts({ sheet }: { sheet: VisitJobSheetRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const area = (value: number | null) => (value ? `${value} ${t('orders.units.squareMetres')}` : null);
  const facts: { key: string; label: string; value: string | null }[] = [
    {
      key: 'type',
      label: t('orders.fields.propertyType'),
      value: sheet.propertyType ? propertyTypeLabel(sheet.propertyType, locale) : null,
    },
    { key: 'living', label: t('orders.fields.livingArea'), value: area(sheet.livingArea) },
    {
      key: 'basement',
      label: t('orders.fields.basementArea'),
      value: area(sheet.basementArea),
    },
    { key: 'floors', label: t('orders.fields.floors'), value: sheet.floors ? String(sheet.floors) : null },
    { key: 'cadastral', label: t('orders.fields.cadastralNumber'), value: sheet.cadastralNumber },
    {
      key: 'roof',
      label: t('orders.fields.roofColor'),
      value: sheet.roofColor ? t(`orders.roofColors.${sheet.roofColor}`) : null,
    },
    {
      key: 'offering',
      label: t('orders.fields.offeringType'),
      value: sheet.offeringType ? t(`orders.offeringTypes.${sheet.offeringType}`) : null,
    },
    {
      key: 'stylist',
      label: t('orders.fields.externalStylist'),
      value: sheet.externalStylist ? t('orders.values.yes') : null,
    },
  ];
  const known = facts.filter((fact) => fact.value);
  if (known.length === 0)
    return <Typography.Text type="secondary">{t('providerVisits.jobSheet.noFacts')}</Typography.Text>;
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={known.map((fact) => ({ key: fact.key, label: fact.label, children: fact.value }))}
    />
  );
}

function JobSheetContent({ sheet, notes }: { sheet: VisitJobSheetRecord; notes: string | null }) {
  const { t } = useTranslation();
  const onSite = sheet.lines.filter((line) => line.atVisit);
  const afterwards = sheet.lines.filter((line) => !line.atVisit);
  const moreNotes = notesBeyondJobSheet(notes, sheet);
  return (
    <Flex vertical gap={16}>
      {sheet.keyPickup && (
        <Alert
          type="warning"
          showIcon
          title={t('providerVisits.jobSheet.keysTitle')}
          description={
            sheet.keyPickupAddress
              ? t('providerVisits.jobSheet.keysAt', { address: sheet.keyPickupAddress })
              : t('providerVisits.jobSheet.keysNoAddress')
          }
        />
      )}
      <SheetSection title={t('providerVisits.jobSheet.toShoot')}>
        {onSite.length > 0 ? (
          <SheetLines lines={onSite} />
        ) : (
          <Typography.Text type="secondary">{t('providerVisits.jobSheet.nothingOnSite')}</Typography.Text>
        )}
        {afterwards.length > 0 && (
          <>
            <Typography.Paragraph type="secondary" className="portal-job-sheet-afterwards">
              {t('providerVisits.jobSheet.afterwards')}
            </Typography.Paragraph>
            <SheetLines lines={afterwards} />
          </>
        )}
      </SheetSection>
      {sheet.photographerComment && (
        <SheetSection title={t('providerVisits.jobSheet.comment')}>
          <Typography.Paragraph className="portal-visit-notes">
            {sheet.photographerComment}
          </Typography.Paragraph>
        </SheetSection>
      )}
      {moreNotes.length > 0 && (
        <SheetSection title={t('providerVisits.visit.notes')}>
          <Typography.Paragraph className="portal-visit-notes">{moreNotes.join('\n')}</Typography.Paragraph>
        </SheetSection>
      )}
      <SheetSection title={t('providerVisits.jobSheet.property')}>
        <PropertyFacts sheet={sheet} />
      </SheetSection>
      <SheetSection title={t('providerVisits.jobSheet.contacts')}>
        <ContactPersonList records={sheet.contactPersons} />
      </SheetSection>
    </Flex>
  );
}

/**
 * The photographer's job sheet of a visit: the keys, what to shoot, the agent's comment, the booking's other
 * notes, the property and whom to meet.
 */
export function JobSheet({ bookingId, notes }: { bookingId: string; notes: string | null }) {
  const query = useQuery(visitJobSheetQuery(bookingId));
  return (
    <QueryContent query={query} rows={6}>
      {(sheet) => <JobSheetContent sheet={sheet} notes={notes} />}
    </QueryContent>
  );
}
