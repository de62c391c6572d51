import {redirect} from 'react-router';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {rootFailure} from '~/lib/http/root-failure.server';
import {BackendUnavailableError} from '~/lib/backend-budget.server';
import {MESSAGES} from '../../../fixtures/messages';

type Thrown = {data: unknown; init: {status: number}};

describe('rootFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the status of an error response, with the texts of the language asked', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unavailable = rootFailure(new BackendUnavailableError('Storefront API', new Error('down')), 'fr') as Thrown;
    expect(unavailable.init.status).toBe(503);
    expect(unavailable.data).toEqual({texts: {error: MESSAGES.fr.error, site: MESSAGES.fr.site}});
  });

  it('lets a redirect through as it is', () => {
    const away = redirect('/fr');
    expect(rootFailure(away, 'fr')).toBe(away);
  });
});
