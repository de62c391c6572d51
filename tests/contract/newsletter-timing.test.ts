// A sign-up's answer must not tell whether an address is new, pending or subscribed, through its body or
// its time: the confirmation mail, the slow part, goes out after the answer. Shown with the mail server
// held: every answer arrives while the new address's mail is still on its way, its sender still waiting
// to hand it over, and that mail is delivered once the server lets it in. (An answer that waited for the
// mail came only when the sender gave up, and the mail was lost.) The times themselves are measured by
// `scripts/bench/newsletter-timing.mjs`, not here.
import {afterEach, describe, expect, inject, it, vi} from 'vitest';
import {contentClient} from './backends';
import {SITE_ORIGIN, holdMail, mailsTo, mailsWaiting, uniqueEmail} from './contract-env';

const subscription = (email: string) => ({
  email,
  consent: true,
  language: 'nl',
  confirmUrl: `${SITE_ORIGIN}/nl/nieuwsbrief/bevestigen`,
  unsubscribeUrl: `${SITE_ORIGIN}/nl/nieuwsbrief/uitschrijven`,
});

afterEach(() => holdMail(false));

describe.each(inject('backends'))('%s answers a sign-up before its mail is sent', (backend) => {
  const cms = () => contentClient(backend, 'nl');

  async function confirmedAddress(): Promise<string> {
    const email = uniqueEmail('confirmed');
    await cms().create('newsletter-subscriptions', subscription(email));
    const [mail] = await mailsTo(email);
    const token = new URL(mail!.links.find((link) => link.includes('/bevestigen'))!).searchParams.get('token')!;
    await cms().perform('newsletter-subscriptions/confirm', {token});
    return email;
  }

  async function pendingAddress(): Promise<string> {
    const email = uniqueEmail('pending');
    await cms().create('newsletter-subscriptions', subscription(email));
    await mailsTo(email);
    return email;
  }

  it('for a new, a pending and a confirmed address alike, with the same answer', async () => {
    const addresses = {new: uniqueEmail('new'), pending: await pendingAddress(), confirmed: await confirmedAddress()};
    await holdMail(true);
    for (const [state, email] of Object.entries(addresses)) {
      const answer = await cms().create('newsletter-subscriptions', subscription(email));
      expect(answer, state).toEqual({email, language: 'nl'});
    }
    await vi.waitFor(async () => expect(await mailsWaiting(), 'the new address’s mail, on its way').toBe(1), {timeout: 5000});
    expect(await mailsTo(addresses.new, {timeoutMs: 300}), 'no mail while the mail server holds it').toEqual([]);

    await holdMail(false);
    expect(await mailsTo(addresses.new)).toHaveLength(1);
  });
});
