import {print} from 'graphql';
import {cartCreateCountry} from './cart-market.server';
import {checkDocument} from './check-document.server';
import {forwardOperation, type ForwardTarget} from './forward-operation.server';
import {applyMarketContext} from './market-context.server';
import {readRelayRequest} from './read-relay-request.server';
import {RelayRefusal} from './relay-response.server';
import {isLimited, limitedAccountRequest, type SignInGuardOptions} from './relay-account-limits.server';

export async function relay(
  request: Request,
  target: ForwardTarget,
  signIn: SignInGuardOptions,
): Promise<Response> {
  try {
    const body = await readRelayRequest(request);
    const checked = checkDocument(body.query, body.operationName);
    const country =
      checked.rootField === 'cartCreate'
        ? cartCreateCountry(checked, body.variables ?? {}, body.country)
        : body.country;
    const {document, variables} = applyMarketContext(checked, body.variables ?? {}, {
      country,
      language: body.language,
    });
    const forward = () =>
      forwardOperation({query: print(document), variables, operationName: checked.operation.name?.value}, target);
    if (isLimited(checked.rootField)) {
      return await limitedAccountRequest(request, checked, variables, body.language, signIn, forward);
    }
    return await forward();
  } catch (error) {
    if (error instanceof RelayRefusal) return error.toResponse();
    throw error;
  }
}
