import {formatAddress} from '../../../commerce/address-format.js';
import type {MailingAddressShape} from '../../graphql-shapes.js';

export const MailingAddress = {
  formatted: (address: MailingAddressShape, args: {withCompany?: boolean | null; withName?: boolean | null}) =>
    formatAddress(address.fields, {withCompany: args.withCompany ?? true, withName: args.withName ?? false}),
};
