// The mails an order sends after its change is committed. A mail that fails is logged: the order stands.
import type { OrderStatusWord } from '@portal/contracts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import {
  type BranchLanguage,
  languageAndZoneOfContact,
  languageAndZoneOfUser,
} from '../../adapters/mail/recipient-language.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { findUsersByIds } from '../users/users.service.ts';
import { endUserInvoiceMail, orderConfirmationMail, orderStatusMail } from './orders.mails.ts';
import * as repo from './orders.repo.ts';

async function sendAll(deps: AppDeps, messages: MailMessage[], orderId: string) {
  const results = await Promise.allSettled(messages.map((message) => deps.mailer.send(message)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') {
      deps.logger.error({ err: result.reason, orderId, to: messages[index]?.to }, 'order mail failed');
    }
  }
}

/** The responsible agent and the watchers, once each, with the language each reads mail in. */
async function recipientsOf(deps: AppDeps, order: repo.OrderRow, branch: BranchLanguage) {
  const ids = [order.responsibleUserId, ...(await repo.findWatcherIds(deps.db, order.id))].filter(
    (id): id is string => !!id,
  );
  const users = await findUsersByIds(deps.db, [...new Set(ids)]);
  return users
    .filter((user) => user.active)
    .map((user) => ({ user, locale: languageAndZoneOfUser(user, branch).locale }));
}

/** The order's page in the portal. */
const orderLink = (deps: AppDeps, orderId: string) =>
  `${deps.config.publicUrl}/orders/${encodeURIComponent(orderId)}`;

type Reader = Awaited<ReturnType<typeof findUsersByIds>>[number];

/** An order as its transaction just wrote it, with what its confirmation needs: nothing is read back. */
export interface PlacedOrder {
  order: repo.OrderRow;
  address: string;
  branch: BranchLanguage;
  lines: { productName: string; orderedQuantity: number; price: string | null }[];
  /** The responsible agent and the watchers. */
  readers: Reader[];
  /** Who placed the order, when they have access to its department. */
  maker: Reader | undefined;
}

export async function sendOrderConfirmation(deps: AppDeps, placed: PlacedOrder) {
  const { order, address, branch } = placed;
  try {
    const lines = placed.lines.map((line) => ({
      productName: line.productName,
      quantity: line.orderedQuantity,
      price: line.price === null ? null : Number(line.price),
    }));
    const total = Number(order.totalPrice ?? 0);
    const readers = [...new Map(placed.readers.map((user) => [user.id, user])).values()].filter(
      (user) => user.active,
    );
    const messages = readers.map((user) =>
      orderConfirmationMail({
        locale: languageAndZoneOfUser(user, branch).locale,
        to: user.email,
        salesId: order.salesId,
        address,
        lines,
        total,
        currency: order.currency,
        showPrices: user.showPrices,
        link: orderLink(deps, order.id),
      }),
    );
    if (order.responsibleEmail) {
      // An office address is nobody's own: it reads prices as the person who placed the order sees them.
      messages.push(
        orderConfirmationMail({
          locale: branch.locale,
          to: order.responsibleEmail,
          salesId: order.salesId,
          address,
          lines,
          total,
          currency: order.currency,
          showPrices: placed.maker?.showPrices === true,
          link: orderLink(deps, order.id),
        }),
      );
    }
    const endUser = order.endUserInvoice;
    if (endUser) {
      messages.push(
        endUserInvoiceMail({
          // The end user has no account: told as a contact person is.
          reader: languageAndZoneOfContact(branch),
          to: endUser.email,
          name: `${endUser.firstName} ${endUser.lastName}`.trim(),
          salesId: order.salesId,
          address,
          total,
          currency: order.currency,
          sentAt: nowOf(deps),
        }),
      );
    }
    await sendAll(deps, messages, order.id);
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'order confirmation failed');
  }
}

export async function sendStatusChange(deps: AppDeps, orderId: string, status: OrderStatusWord) {
  try {
    const row = await repo.findOrderWithCase(deps.db, orderId);
    if (!row) return;
    const branch = { locale: row.branchLocale, countryCode: row.countryCode };
    const messages = (await recipientsOf(deps, row.order, branch)).map(({ user, locale }) =>
      orderStatusMail({
        locale,
        to: user.email,
        salesId: row.order.salesId,
        address: row.case.addressFull,
        status,
        link: orderLink(deps, row.order.id),
      }),
    );
    await sendAll(deps, messages, orderId);
  } catch (error) {
    deps.logger.error({ err: error, orderId }, 'order status mail failed');
  }
}
