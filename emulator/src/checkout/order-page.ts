// The thank-you page after paying and the order status page (Order.statusUrl): the same order view.
import {formatAddress} from '../commerce/address-format.js';
import {formatMoney} from '../commerce/money-format.js';
import type {OrderLineRecord, OrderRecord} from '../commerce/order-store.js';
import {shownVariantTitle} from '../catalogue/catalogue-store.js';
import type {Locale} from '../catalogue/catalogue-scope.js';
import {html, type SafeHtml} from './html.js';
import {CHECKOUT_MESSAGES} from './messages.js';
import {languageNav, pageLayout} from './page-layout.js';

export interface OrderPageModel {
  url: URL;
  locale: Locale;
  order: OrderRecord;
  lines: OrderLineRecord[];
  thankYou: boolean;
  shopUrl: string;
  statusUrl: string;
}

export function orderPage(model: OrderPageModel): SafeHtml {
  const m = CHECKOUT_MESSAGES[model.locale];
  const {order} = model;
  const name = `#${order.orderNumber}`;
  const money = (cents: number) => formatMoney(cents, order.currencyCode, model.locale);
  const heading = model.thankYou ? m.thankYou : m.orderName(name);
  const shopLink = model.locale === 'en' ? model.shopUrl : `${model.shopUrl}/${model.locale}`;
  return pageLayout(
    model.locale,
    heading,
    html`<h1>${heading}</h1>
<p>${m.orderConfirmed(name, order.email)}</p>
<h2>${m.orderName(name)}</h2>
<table>
${model.lines.map((line) => {
  const variantTitle = shownVariantTitle(line.variantTitle);
  return html`<tr><td>${line.title}${variantTitle ? html`<br><small>${variantTitle}</small>` : ''}
<br><small>${m.quantity}: ${line.quantity}</small></td><td class="amount">${money(line.discountedTotalCents)}</td></tr>`;
})}
${order.orderDiscountCents > 0 ? html`<tr><td>${m.discount}</td><td class="amount">−${money(order.orderDiscountCents)}</td></tr>` : ''}
<tr><td>${m.shippingCost}</td><td class="amount">${money(order.shippingCents)}</td></tr>
<tr><td><strong>${m.total}</strong> (${m.paid})</td><td class="amount"><strong>${money(order.totalCents)}</strong></td></tr>
<tr><td colspan="2"><small>${m.vatIncluded(money(order.taxCents))}</small></td></tr>
</table>
${order.shippingAddress ? html`<h2>${m.shipsTo}</h2><address>${formatAddress(order.shippingAddress, {withName: true}).map((line) => html`${line}<br>`)}</address>` : ''}
${model.thankYou ? html`<p><a href="${model.statusUrl}">${m.orderStatus}</a></p>` : ''}
<p><a href="${shopLink}">${m.backToShop}</a></p>`,
    languageNav(model.url),
  );
}
