import {isRouteErrorResponse} from 'react-router';
import {describe, expect, it} from 'vitest';
import {notFound, notFoundMessage, requireHandle} from '~/lib/http/not-found-response';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('notFound', () => {
  it('is a bare 404 by default', () => {
    const error = thrown(() => notFound()) as {init: {status: number}; data: unknown};
    expect(error.init.status).toBe(404);
    expect(error.data).toBeNull();
  });

  it('carries the message key a screen gives', () => {
    const error = thrown(() => requireHandle('Not A Handle', 'product.notFound')) as {
      init: {status: number};
      data: unknown;
    };
    expect(error.init.status).toBe(404);
    expect(notFoundMessage(error.data)).toBe('product.notFound');
  });
});

describe('notFoundMessage', () => {
  it('accepts only the known message keys', () => {
    expect(notFoundMessage({message: 'product.notFound'})).toBe('product.notFound');
    expect(notFoundMessage({message: 'error.serverMessage'})).toBeUndefined();
    expect(notFoundMessage('product.notFound')).toBeUndefined();
    expect(notFoundMessage(null)).toBeUndefined();
  });

  it('is not confused with a route error response', () => {
    expect(isRouteErrorResponse({message: 'product.notFound'})).toBe(false);
  });
});
