// The checkout page: order summary with totals, and the contact and shipping form that places the order.
import type {PricedCart} from '../commerce/priced-cart.js';
import {checkoutTotals} from '../commerce/checkout-totals.js';
import {payWithGiftCards, type GiftCard} from '../commerce/gift-cards.js';
import {countryName} from '../commerce/countries.js';
import {formatMoney} from '../commerce/money-format.js';
import {shownVariantTitle} from '../catalogue/catalogue-store.js';
import type {Locale} from '../catalogue/catalogue-scope.js';
import type {FieldProblem, FormValues} from './checkout-form.js';
import {html, type SafeHtml} from './html.js';
import {CHECKOUT_MESSAGES, type CheckoutMessages} from './messages.js';
import {languageNav, pageLayout} from './page-layout.js';

export interface CheckoutPageModel {
  url: URL;
  locale: Locale;
  priced: PricedCart;
  productTitles: Map<number, string>;
  countries: string[];
  values: FormValues;
  problems: Record<string, FieldProblem>;
  alert: string[] | null;
  giftCards: GiftCard[];
}

function field(
  m: CheckoutMessages,
  model: CheckoutPageModel,
  name: string,
  label: string,
  options: {type?: string; optional?: boolean; autocomplete?: string} = {},
): SafeHtml {
  const problem = model.problems[name];
  const id = `field-${name}`;
  return html`<label for="${id}">${label}${options.optional ? html` (${m.optional})` : ''}</label>
<input id="${id}" name="${name}" type="${options.type ?? 'text'}" value="${model.values[name] ?? ''}"
 autocomplete="${options.autocomplete ?? 'on'}"${options.optional ? '' : html` required`}${problem ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${problem ? html`<span class="error" id="${id}-error">${m[problem]}</span>` : ''}`;
}

function countrySelect(m: CheckoutMessages, model: CheckoutPageModel): SafeHtml {
  const selected = model.values.country ?? 'BE';
  const problem = model.problems.country;
  return html`<label for="field-country">${m.country}</label>
<select id="field-country" name="country" autocomplete="country">${model.countries.map(
    (code) => html`<option value="${code}"${code === selected ? html` selected` : ''}>${countryName(code, model.locale)}</option>`,
  )}</select>${problem ? html`<span class="error">${m[problem]}</span>` : ''}`;
}

function summary(m: CheckoutMessages, model: CheckoutPageModel): SafeHtml {
  const {priced, locale} = model;
  const currency = priced.cart.currencyCode;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const totals = checkoutTotals(priced.costs.totalCents, priced.lines.some((line) => line.variant.requiresShipping));
  return html`<h2>${m.summary}</h2><table>
${priced.lines.map((line) => {
  const title = model.productTitles.get(line.variant.productId) ?? '';
  const compareAt = line.costs.compareAtPerQuantityCents;
  const variantTitle = shownVariantTitle(line.variant.title);
  return html`<tr><td>${title}${variantTitle ? html`<br><small>${variantTitle}</small>` : ''}
<br><small>${m.quantity}: ${line.record.quantity}</small></td>
<td class="amount">${compareAt !== null ? html`<s>${money(compareAt * line.record.quantity)}</s> ` : ''}${
    line.costs.totalCents !== line.costs.subtotalCents ? html`<s>${money(line.costs.subtotalCents)}</s> ` : ''
  }${money(line.costs.totalCents)}</td></tr>`;
})}
<tr><td>${m.subtotal}</td><td class="amount">${money(priced.costs.subtotalCents)}</td></tr>
${priced.costs.orderAllocations.map(
  (allocation) => html`<tr><td>${m.discount} (${allocation.code})</td><td class="amount">−${money(allocation.cents)}</td></tr>`,
)}
<tr><td>${m.shippingCost}</td><td class="amount">${money(totals.shippingCents)}</td></tr>
<tr><td><strong>${m.total}</strong></td><td class="amount"><strong>${money(totals.totalCents)}</strong></td></tr>
<tr><td colspan="2"><small>${m.vatIncluded(money(totals.taxCents))}</small></td></tr>
${giftCardRows(m, model, totals.totalCents, money)}
</table>`;
}

function giftCardRows(m: CheckoutMessages, model: CheckoutPageModel, totalCents: number, money: (cents: number) => string) {
  const payments = payWithGiftCards(model.giftCards, totalCents);
  if (payments.length === 0) return '';
  const paid = payments.reduce((sum, payment) => sum + payment.usedCents, 0);
  return html`${payments.map(
    ({card, usedCents}) => html`<tr><td>${m.giftCard(card.code.slice(-4))}</td><td class="amount">−${money(usedCents)}</td></tr>`,
  )}
<tr><td><strong>${m.toPay}</strong></td><td class="amount"><strong>${money(totalCents - paid)}</strong></td></tr>`;
}

export function checkoutPage(model: CheckoutPageModel): SafeHtml {
  const m = CHECKOUT_MESSAGES[model.locale];
  const action = model.url.pathname + model.url.search;
  return pageLayout(
    model.locale,
    m.title,
    html`<h1>${m.title}</h1>
${model.alert ? html`<div class="alert" role="alert"><p>${m.outOfStock}</p><ul>${model.alert.map((line) => html`<li>${line}</li>`)}</ul></div>` : ''}
<div class="columns">
<form method="post" action="${action}" novalidate>
<h2>${m.contact}</h2>
${field(m, model, 'email', m.email, {type: 'email', autocomplete: 'email'})}
${field(m, model, 'phone', m.phone, {type: 'tel', optional: true, autocomplete: 'tel'})}
<h2>${m.shipping}</h2>
${field(m, model, 'firstName', m.firstName, {optional: true, autocomplete: 'given-name'})}
${field(m, model, 'lastName', m.lastName, {autocomplete: 'family-name'})}
${field(m, model, 'company', m.company, {optional: true, autocomplete: 'organization'})}
${field(m, model, 'address1', m.address1, {autocomplete: 'address-line1'})}
${field(m, model, 'address2', m.address2, {optional: true, autocomplete: 'address-line2'})}
${field(m, model, 'zip', m.zip, {autocomplete: 'postal-code'})}
${field(m, model, 'city', m.city, {autocomplete: 'address-level2'})}
${countrySelect(m, model)}
<button type="submit">${m.payNow}</button>
</form>
<section>${summary(m, model)}</section>
</div>`,
    languageNav(model.url),
  );
}

/** A page with a heading, a message and links (not found, empty cart, already placed). */
export function messagePage(locale: Locale, heading: string, message: string, links: {href: string; label: string}[]): SafeHtml {
  return pageLayout(
    locale,
    heading,
    html`<h1>${heading}</h1><p>${message}</p>${links.map((link) => html`<p><a href="${link.href}">${link.label}</a></p>`)}`,
  );
}
