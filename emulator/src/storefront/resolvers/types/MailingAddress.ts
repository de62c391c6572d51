import {formatAddress} from '../../../commerce/address-format.js';
import type {MailingAddressShape} from '../../graphql-shapes.js';
import type {MailingAddressResolvers} from '../generated-resolver-types.js';

export const MailingAddress: MailingAddressResolvers = {
  formatted: (address: MailingAddressShape, args: {withCompany?: boolean | null; withName?: boolean | null}) =>
    formatAddress(address.fields, {withCompany: args.withCompany ?? true, withName: args.withName ?? false}),
};
