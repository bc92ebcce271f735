import type { ApprovalReason } from '@portal/contracts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { type MailLocale, renderMail } from '../../adapters/mail/render-mail.ts';
import { formatMoney } from '../orders/orders.mails.ts';

const texts = {
  en: {
    greeting: 'Hello,',
    requestSubject: (salesId: string) => `Order ${salesId} waits for your approval`,
    requestBody: (orderer: string, salesId: string, address: string, amount: string) =>
      `${orderer} has placed order ${salesId} for ${address}, ${amount} excluding VAT. It reaches the provider only once it is approved.`,
    reasons: {
      THRESHOLD: 'It is above the department’s approval threshold.',
      BUDGET: 'It takes the month’s marketing spending over the department’s budget.',
    },
    requestAction: 'Approve or reject',
    requestFooter: 'You receive this email because you approve orders of the department.',
    rejectedSubject: (salesId: string) => `Order ${salesId} was rejected`,
    rejectedBody: (approver: string, salesId: string, address: string) =>
      `${approver} has rejected order ${salesId} for ${address}. It was cancelled and never reached the provider.`,
    rejectedReason: (reason: string) => `Reason: ${reason}`,
    rejectedAction: 'Open the order',
    rejectedFooter: 'You receive this email because you placed the order or follow it.',
  },
  da: {
    greeting: 'Hej',
    requestSubject: (salesId: string) => `Ordre ${salesId} venter på din godkendelse`,
    requestBody: (orderer: string, salesId: string, address: string, amount: string) =>
      `${orderer} har afgivet ordre ${salesId} på ${address}, ${amount} ekskl. moms. Den når først leverandøren, når den er godkendt.`,
    reasons: {
      THRESHOLD: 'Den er over afdelingens godkendelsesgrænse.',
      BUDGET: 'Den bringer månedens markedsføringsudgifter over afdelingens budget.',
    },
    requestAction: 'Godkend eller afvis',
    requestFooter: 'Du modtager denne e-mail, fordi du godkender afdelingens ordrer.',
    rejectedSubject: (salesId: string) => `Ordre ${salesId} blev afvist`,
    rejectedBody: (approver: string, salesId: string, address: string) =>
      `${approver} har afvist ordre ${salesId} på ${address}. Den er annulleret og nåede aldrig leverandøren.`,
    rejectedReason: (reason: string) => `Begrundelse: ${reason}`,
    rejectedAction: 'Åbn ordren',
    rejectedFooter: 'Du modtager denne e-mail, fordi du afgav ordren eller følger den.',
  },
  sv: {
    greeting: 'Hej,',
    requestSubject: (salesId: string) => `Beställning ${salesId} väntar på ditt godkännande`,
    requestBody: (orderer: string, salesId: string, address: string, amount: string) =>
      `${orderer} har lagt beställning ${salesId} för ${address}, ${amount} exklusive moms. Den når leverantören först när den har godkänts.`,
    reasons: {
      THRESHOLD: 'Den är över kontorets godkännandegräns.',
      BUDGET: 'Den tar månadens marknadsföringskostnader över kontorets budget.',
    },
    requestAction: 'Godkänn eller avvisa',
    requestFooter: 'Du får det här meddelandet eftersom du godkänner kontorets beställningar.',
    rejectedSubject: (salesId: string) => `Beställning ${salesId} avvisades`,
    rejectedBody: (approver: string, salesId: string, address: string) =>
      `${approver} har avvisat beställning ${salesId} för ${address}. Den är avbeställd och nådde aldrig leverantören.`,
    rejectedReason: (reason: string) => `Motivering: ${reason}`,
    rejectedAction: 'Öppna beställningen',
    rejectedFooter: 'Du får det här meddelandet eftersom du lade beställningen eller bevakar den.',
  },
  no: {
    greeting: 'Hei,',
    requestSubject: (salesId: string) => `Bestilling ${salesId} venter på din godkjenning`,
    requestBody: (orderer: string, salesId: string, address: string, amount: string) =>
      `${orderer} har lagt inn bestilling ${salesId} for ${address}, ${amount} eksklusiv mva. Den når leverandøren først når den er godkjent.`,
    reasons: {
      THRESHOLD: 'Den er over avdelingens godkjenningsgrense.',
      BUDGET: 'Den tar månedens markedsføringskostnader over avdelingens budsjett.',
    },
    requestAction: 'Godkjenn eller avvis',
    requestFooter: 'Du får denne e-posten fordi du godkjenner avdelingens bestillinger.',
    rejectedSubject: (salesId: string) => `Bestilling ${salesId} ble avvist`,
    rejectedBody: (approver: string, salesId: string, address: string) =>
      `${approver} har avvist bestilling ${salesId} for ${address}. Den er kansellert og nådde aldri leverandøren.`,
    rejectedReason: (reason: string) => `Begrunnelse: ${reason}`,
    rejectedAction: 'Åpne bestillingen',
    rejectedFooter: 'Du får denne e-posten fordi du la inn bestillingen eller følger den.',
  },
} satisfies Record<MailLocale, unknown>;

/**
 * To each approver of the department: the amount is shown whatever their prices setting, as approving
 * without it means nothing (docs/product.md "Spend").
 */
export function approvalRequestMail(input: {
  locale: MailLocale;
  to: string;
  orderer: string;
  salesId: string;
  address: string;
  amount: number;
  currency: string;
  reasons: ApprovalReason[];
  link: string;
}): MailMessage {
  const text = texts[input.locale];
  const amount = formatMoney(input.locale, input.amount, input.currency);
  return renderMail({
    to: input.to,
    subject: text.requestSubject(input.salesId),
    greeting: text.greeting,
    paragraphs: [
      text.requestBody(input.orderer, input.salesId, input.address, amount),
      ...input.reasons.map((reason) => text.reasons[reason]),
    ],
    action: { label: text.requestAction, url: input.link },
    footer: text.requestFooter,
  });
}

/** To whoever placed the order and those who follow it, with the approver's reason. */
export function orderRejectedMail(input: {
  locale: MailLocale;
  to: string;
  approver: string;
  salesId: string;
  address: string;
  reason: string;
  link: string;
}): MailMessage {
  const text = texts[input.locale];
  return renderMail({
    to: input.to,
    subject: text.rejectedSubject(input.salesId),
    greeting: text.greeting,
    paragraphs: [
      text.rejectedBody(input.approver, input.salesId, input.address),
      text.rejectedReason(input.reason),
    ],
    action: { label: text.rejectedAction, url: input.link },
    footer: text.rejectedFooter,
  });
}
