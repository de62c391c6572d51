import {describe, expect, it, vi} from 'vitest';
import {performSubscriptionLink} from '~/lib/newsletter/subscription-link-route.server';

const TOKEN = 'Ab3_-9'.repeat(7);
const PAGE = 'https://duo.example/fr/newsletter/desinscription';

function post(url: string, body: string): Request {
  return new Request(url, {method: 'POST', headers: {'Content-Type': 'application/x-www-form-urlencoded'}, body});
}

function cms() {
  return {perform: vi.fn(async (..._args: unknown[]) => ({}))};
}

const outcomeOf = (result: Awaited<ReturnType<typeof performSubscriptionLink>>) => ({data: result.data, status: result.init?.status});

describe('performSubscriptionLink', () => {
  it('unsubscribes with the token of the page’s form', async () => {
    const client = cms();
    const result = await performSubscriptionLink('unsubscribe', {request: post(PAGE, `token=${TOKEN}`), context: {cms: client}});
    expect(outcomeOf(result)).toEqual({data: {status: 'done'}, status: 200});
    expect(client.perform).toHaveBeenCalledWith('newsletter-subscriptions/unsubscribe', {token: TOKEN});
  });

  it('takes a mail program’s one-click unsubscribe (RFC 8058): the token in the link, no other field', async () => {
    const client = cms();
    const request = post(`${PAGE}?token=${TOKEN}`, 'List-Unsubscribe=One-Click');
    const result = await performSubscriptionLink('unsubscribe', {request, context: {cms: client}});
    expect(outcomeOf(result)).toEqual({data: {status: 'done'}, status: 200});
    expect(client.perform).toHaveBeenCalledWith('newsletter-subscriptions/unsubscribe', {token: TOKEN});
  });

  it('does not confirm a subscription by a one-click post, nor unsubscribe by a bare post to a link', async () => {
    const client = cms();
    const confirm = await performSubscriptionLink('confirm', {
      request: post(`https://duo.example/newsletter/confirm?token=${TOKEN}`, 'List-Unsubscribe=One-Click'),
      context: {cms: client},
    });
    const bare = await performSubscriptionLink('unsubscribe', {request: post(`${PAGE}?token=${TOKEN}`, 'other=1'), context: {cms: client}});
    expect(outcomeOf(confirm)).toEqual({data: {status: 'invalid'}, status: 404});
    expect(outcomeOf(bare)).toEqual({data: {status: 'invalid'}, status: 404});
    expect(client.perform).not.toHaveBeenCalled();
  });
});
