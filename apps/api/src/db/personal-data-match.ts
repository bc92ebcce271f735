import type { PersonalDataSubject } from '@portal/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

type Holder = AnyColumn | SQL;

// How the repos recognise a person's email address or phone number in the columns that hold them, so the
// export finds every record the erasure changes.

/** How many trailing digits identify a phone number: "+45 12 34 56 78", "12345678" and "0045 12345678" match. */
const PHONE_DIGITS = 8;

const lastDigitsOf = (value: Holder) =>
  sql`right(regexp_replace(coalesce(${value}, ''), '[^0-9]', '', 'g'), ${PHONE_DIGITS})`;

/** The email matches whatever its case or surrounding spaces. */
export function emailMatches(column: Holder, email: string): SQL {
  return sql`lower(trim(${column})) = ${email.trim().toLowerCase()}`;
}

/** The phone number matches by its last eight digits, however it was written. */
export function phoneMatches(column: Holder, phone: string): SQL {
  const wanted = phone.replace(/\D/g, '').slice(-PHONE_DIGITS);
  return sql`${lastDigitsOf(column)} = ${wanted}`;
}

/** Any of the email columns holds the email, or any of the phone columns the phone number. */
export function subjectMatches(
  subject: PersonalDataSubject,
  columns: { emails: Holder[]; phones: Holder[] },
): SQL {
  const conditions: SQL[] = [];
  if (subject.email)
    conditions.push(...columns.emails.map((column) => emailMatches(column, subject.email ?? '')));
  if (subject.phone)
    conditions.push(...columns.phones.map((column) => phoneMatches(column, subject.phone ?? '')));
  return conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}
