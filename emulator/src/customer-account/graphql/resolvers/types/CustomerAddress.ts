import {formatAddress, formatArea, fullName} from '../../../../commerce/address-format.js';
import {countryName} from '../../../../commerce/countries.js';
import type {CustomerAddressResolvers, CountryCode} from '../generated-resolver-types.js';

export const CustomerAddress: CustomerAddressResolvers = {
  id: (address) => address.gid,
  name: (address) => fullName(address),
  phoneNumber: (address) => address.phone,
  // Stored codes are ISO 3166 codes the schema's enum lists.
  territoryCode: (address) => address.countryCode as CountryCode | null,
  zoneCode: (address) => address.province,
  country: (address) => (address.countryCode ? countryName(address.countryCode) : null),
  formatted: (address, args) =>
    formatAddress(address, {withCompany: args.withCompany ?? true, withName: args.withName ?? false}),
  formattedArea: (address) => formatArea(address),
};
