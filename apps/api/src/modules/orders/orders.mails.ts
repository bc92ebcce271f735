import type { OrderStatusWord } from '@portal/contracts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { formatDay, type LanguageAndZone } from '../../adapters/mail/recipient-language.ts';
import { type MailLocale, mailLocaleOf, renderMail } from '../../adapters/mail/render-mail.ts';

export const END_USER_PAYMENT_DAYS = 10;

const intlLocale = (locale: MailLocale) => (locale === 'no' ? 'nb-NO' : locale);

/** One formatter per language and currency: building one costs more than the mail it is for. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

export const formatMoney = (locale: MailLocale, amount: number, currency: string) => {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
};

const statusNames: Record<MailLocale, Record<OrderStatusWord, string>> = {
  en: {
    Open: 'open',
    Backorder: 'back-ordered',
    Delivered: 'delivered',
    Cancelled: 'cancelled',
    Invoiced: 'invoiced',
    None: 'without status',
    AWAITING_APPROVAL: 'waiting for approval',
  },
  // docs/product.md: a back-ordered order is shown as open in Danish.
  da: {
    Open: 'åben',
    Backorder: 'åben',
    Delivered: 'leveret',
    Cancelled: 'annulleret',
    Invoiced: 'faktureret',
    None: 'uden status',
    AWAITING_APPROVAL: 'afventer godkendelse',
  },
  sv: {
    Open: 'öppen',
    Backorder: 'restnoterad',
    Delivered: 'levererad',
    Cancelled: 'avbeställd',
    Invoiced: 'fakturerad',
    None: 'utan status',
    AWAITING_APPROVAL: 'väntar på godkännande',
  },
  no: {
    Open: 'åpen',
    Backorder: 'restordre',
    Delivered: 'levert',
    Cancelled: 'kansellert',
    Invoiced: 'fakturert',
    None: 'uten status',
    AWAITING_APPROVAL: 'venter på godkjenning',
  },
};

const texts = {
  en: {
    greeting: 'Hello,',
    confirmationSubject: (salesId: string) => `Order confirmation ${salesId}`,
    confirmationBody: (salesId: string, address: string) =>
      `Thank you for your order. We have received order ${salesId} for ${address}. It contains:`,
    total: (amount: string) => `Total: ${amount}`,
    nextSteps: 'You can follow the order, its tasks and the booking of the photographer in the portal.',
    statusSubject: (salesId: string) => `Order ${salesId} has a new status`,
    statusBody: (salesId: string, address: string, status: string) =>
      `Order ${salesId} for ${address} is now ${status}.`,
    action: 'Open the order',
    footer: 'You receive this email because you are the responsible agent or a watcher of the order.',
    invoiceSubject: (salesId: string) => `Invoice for order ${salesId}`,
    invoiceGreeting: (name: string) => `Dear ${name},`,
    invoiceBody: (salesId: string, address: string) =>
      `Marketing material for ${address} has been ordered with order ${salesId}, and you will be invoiced for it.`,
    invoiceAmount: (amount: string) => `Amount: ${amount}`,
    invoiceDue: (days: number, date: string) =>
      `Payment is due within ${days} days of this email, no later than ${date}.`,
    invoiceFooter: 'Please contact your estate agent if you have any questions.',
  },
  da: {
    greeting: 'Hej',
    confirmationSubject: (salesId: string) => `Ordrebekræftelse ${salesId}`,
    confirmationBody: (salesId: string, address: string) =>
      `Tak for din bestilling. Vi har modtaget ordre ${salesId} på ${address}. Den indeholder:`,
    total: (amount: string) => `I alt: ${amount}`,
    nextSteps: 'Du kan følge ordren, dens opgaver og bookingen af fotografen i portalen.',
    statusSubject: (salesId: string) => `Ordre ${salesId} har fået ny status`,
    statusBody: (salesId: string, address: string, status: string) =>
      `Ordre ${salesId} på ${address} er nu ${status}.`,
    action: 'Åbn ordren',
    footer: 'Du modtager denne e-mail, fordi du er ansvarlig mægler eller følger ordren.',
    invoiceSubject: (salesId: string) => `Faktura for ordre ${salesId}`,
    invoiceGreeting: (name: string) => `Kære ${name}`,
    invoiceBody: (salesId: string, address: string) =>
      `Der er bestilt markedsføringsmateriale til ${address} med ordre ${salesId}, og du bliver faktureret for det.`,
    invoiceAmount: (amount: string) => `Beløb: ${amount}`,
    invoiceDue: (days: number, date: string) =>
      `Betalingsfristen er ${days} dage fra denne e-mail, senest ${date}.`,
    invoiceFooter: 'Kontakt din ejendomsmægler, hvis du har spørgsmål.',
  },
  sv: {
    greeting: 'Hej,',
    confirmationSubject: (salesId: string) => `Orderbekräftelse ${salesId}`,
    confirmationBody: (salesId: string, address: string) =>
      `Tack för din beställning. Vi har tagit emot order ${salesId} för ${address}. Den innehåller:`,
    total: (amount: string) => `Totalt: ${amount}`,
    nextSteps: 'Du kan följa beställningen, dess uppgifter och bokningen av fotografen i portalen.',
    statusSubject: (salesId: string) => `Order ${salesId} har fått ny status`,
    statusBody: (salesId: string, address: string, status: string) =>
      `Order ${salesId} för ${address} är nu ${status}.`,
    action: 'Öppna beställningen',
    footer: 'Du får det här meddelandet eftersom du är ansvarig mäklare eller bevakar beställningen.',
    invoiceSubject: (salesId: string) => `Faktura för order ${salesId}`,
    invoiceGreeting: (name: string) => `Hej ${name},`,
    invoiceBody: (salesId: string, address: string) =>
      `Marknadsföringsmaterial för ${address} har beställts med order ${salesId}, och du kommer att faktureras för det.`,
    invoiceAmount: (amount: string) => `Belopp: ${amount}`,
    invoiceDue: (days: number, date: string) =>
      `Betalning ska ske inom ${days} dagar från detta meddelande, senast ${date}.`,
    invoiceFooter: 'Kontakta din fastighetsmäklare om du har frågor.',
  },
  no: {
    greeting: 'Hei,',
    confirmationSubject: (salesId: string) => `Ordrebekreftelse ${salesId}`,
    confirmationBody: (salesId: string, address: string) =>
      `Takk for bestillingen. Vi har mottatt ordre ${salesId} for ${address}. Den inneholder:`,
    total: (amount: string) => `Totalt: ${amount}`,
    nextSteps: 'Du kan følge bestillingen, oppgavene og bookingen av fotografen i portalen.',
    statusSubject: (salesId: string) => `Ordre ${salesId} har fått ny status`,
    statusBody: (salesId: string, address: string, status: string) =>
      `Ordre ${salesId} for ${address} er nå ${status}.`,
    action: 'Åpne bestillingen',
    footer: 'Du mottar denne e-posten fordi du er ansvarlig megler eller følger bestillingen.',
    invoiceSubject: (salesId: string) => `Faktura for ordre ${salesId}`,
    invoiceGreeting: (name: string) => `Kjære ${name},`,
    invoiceBody: (salesId: string, address: string) =>
      `Det er bestilt markedsføringsmateriell for ${address} med ordre ${salesId}, og du vil bli fakturert for det.`,
    invoiceAmount: (amount: string) => `Beløp: ${amount}`,
    invoiceDue: (days: number, date: string) =>
      `Betalingsfristen er ${days} dager fra denne e-posten, senest ${date}.`,
    invoiceFooter: 'Kontakt eiendomsmegleren din hvis du har spørsmål.',
  },
};

export interface MailLine {
  productName: string;
  quantity: number;
  /** Price of one unit, or null when included in a package. */
  price: number | null;
}

/** To the responsible agent and each watcher; prices only for those who chose to see them. */
export function orderConfirmationMail(input: {
  locale: string | null;
  to: string;
  salesId: string;
  address: string;
  lines: MailLine[];
  total: number;
  currency: string;
  showPrices: boolean;
  link: string;
}): MailMessage {
  const locale = mailLocaleOf(input.locale);
  const text = texts[locale];
  const money = (amount: number) => formatMoney(locale, amount, input.currency);
  const lines = input.lines.map((line) => {
    const price = input.showPrices && line.price ? ` (${money(line.price * line.quantity)})` : '';
    return `${line.quantity} × ${line.productName}${price}`;
  });
  return renderMail({
    to: input.to,
    subject: text.confirmationSubject(input.salesId),
    greeting: text.greeting,
    paragraphs: [
      text.confirmationBody(input.salesId, input.address),
      ...lines,
      ...(input.showPrices ? [text.total(money(input.total))] : []),
      text.nextSteps,
    ],
    action: { label: text.action, url: input.link },
    footer: text.footer,
  });
}

/**
 * To the end user who pays the order (docs/product.md: payment within 10 days, sent by email), in the
 * department's language, the last day in the zone where the property is.
 */
export function endUserInvoiceMail(input: {
  reader: LanguageAndZone;
  to: string;
  name: string;
  salesId: string;
  address: string;
  total: number;
  currency: string;
  sentAt: Date;
}): MailMessage {
  const { locale } = input.reader;
  const text = texts[locale];
  const due = new Date(input.sentAt.getTime() + END_USER_PAYMENT_DAYS * 24 * 60 * 60 * 1000);
  const body = [
    text.invoiceGreeting(input.name),
    '',
    text.invoiceBody(input.salesId, input.address),
    text.invoiceAmount(formatMoney(locale, input.total, input.currency)),
    text.invoiceDue(END_USER_PAYMENT_DAYS, formatDay(due, input.reader)),
    '',
    text.invoiceFooter,
  ];
  // The end user has no account in the portal, so this mail has no button to it.
  return { to: input.to, subject: text.invoiceSubject(input.salesId), text: body.join('\n') };
}

export function orderStatusMail(input: {
  locale: string | null;
  to: string;
  salesId: string;
  address: string;
  status: OrderStatusWord;
  link: string;
}): MailMessage {
  const locale = mailLocaleOf(input.locale);
  const text = texts[locale];
  return renderMail({
    to: input.to,
    subject: text.statusSubject(input.salesId),
    greeting: text.greeting,
    paragraphs: [text.statusBody(input.salesId, input.address, statusNames[locale][input.status])],
    action: { label: text.action, url: input.link },
    footer: text.footer,
  });
}
