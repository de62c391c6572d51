import {describe, expect, it, vi} from 'vitest';
import {loader} from '~/routes/policy';

type LoaderArgs = Parameters<typeof loader>[0];

function load(path: string, locale: 'en' | 'fr' | 'nl', shop: Record<string, unknown>) {
  const query = vi.fn(async () => ({shop}));
  const args = {
    request: new Request(`https://duo.example${path}`),
    params: {},
    context: {locale, storefront: {query, CacheLong: () => ({})}},
  } as unknown as LoaderArgs;
  return {result: loader(args), query};
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    return (error as {init?: {status?: number}}).init?.status ?? -1;
  }
  return 200;
}

describe('policy loader', () => {
  it('asks for the policy of the URL only, and cleans its HTML', async () => {
    const {result, query} = load('/fr/policies/refund-policy', 'fr', {
      refundPolicy: {id: '1', title: 'Politique de remboursement', body: '<h2>Retours</h2><script>x()</script><p onclick="y()">14 jours</p>'},
    });
    expect(await result).toEqual({
      screen: 'refund-policy',
      policy: {title: 'Politique de remboursement', body: '<h2>Retours</h2><p>14 jours</p>'},
      // Titled and described from the cleaned policy: the script's text never reaches the description.
      seo: expect.arrayContaining([
        {title: 'Politique de remboursement | Ronce & Rivière'},
        {name: 'description', content: 'Retours 14 jours'},
      ]),
    });
    expect(query.mock.calls[0]).toEqual([
      expect.stringContaining('query PolicyPage'),
      expect.objectContaining({variables: {privacyPolicy: false, refundPolicy: true, termsOfService: false}}),
    ]);
  });

  it('is a 404 when the shop has no such policy, or an empty one', async () => {
    expect(await status(load('/policies/privacy-policy', 'en', {privacyPolicy: null}).result)).toBe(404);
    expect(await status(load('/nl/policies/terms-of-service', 'nl', {termsOfService: {id: '1', title: 'T', body: ' '}}).result)).toBe(404);
  });
});
