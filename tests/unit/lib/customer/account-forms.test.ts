import {describe, expect, it} from 'vitest';
import {
  validateAddress,
  validateLogin,
  validateNewPassword,
  validateProfile,
  validateRegister,
} from '~/lib/customer/account-forms';
import {orderGid, orderRef, addressNumber} from '~/lib/customer/order-view';

describe('account forms', () => {
  it('asks for an e-mail address and a password to sign in', () => {
    expect(validateLogin({email: '', password: ''})).toEqual({
      success: false,
      errors: {email: 'account.errors.emailRequired', password: 'account.errors.passwordRequired'},
    });
    expect(validateLogin({email: 'nope', password: 'x'})).toMatchObject({errors: {email: 'account.errors.emailInvalid'}});
    expect(validateLogin({email: ' ada@example.com ', password: 'x'})).toEqual({
      success: true,
      data: {email: 'ada@example.com', password: 'x'},
    });
  });

  it('holds a new password to the site’s rules, stricter than Shopify’s', () => {
    const base = {firstName: '', lastName: '', email: 'ada@example.com', acceptsMarketing: false};
    expect(validateRegister({...base, password: 'abc'})).toMatchObject({errors: {password: 'account.errors.passwordTooShort'}});
    // Shopify would take five characters; a new password here needs eight.
    expect(validateRegister({...base, password: 'abcd567'})).toMatchObject({errors: {password: 'account.errors.passwordTooShort'}});
    expect(validateRegister({...base, password: 'abcd5678'})).not.toHaveProperty('errors.password');
    expect(validateRegister({...base, password: 'x'.repeat(41)})).toMatchObject({
      errors: {password: 'account.errors.passwordTooLong'},
    });
    expect(validateRegister({...base, password: ' secret-word'})).toMatchObject({
      errors: {password: 'account.errors.passwordWhitespace'},
    });
    expect(validateRegister({...base, password: 'secret-word'}).success).toBe(true);
  });

  it('wants the new password typed twice the same', () => {
    expect(validateNewPassword({password: 'secret-one', passwordConfirm: 'secret-two'})).toMatchObject({
      errors: {passwordConfirm: 'account.errors.passwordMismatch'},
    });
  });

  it('takes a phone in international form, spaces allowed', () => {
    const profile = {firstName: 'Ada', lastName: '', email: 'ada@example.com', acceptsMarketing: true};
    expect(validateProfile({...profile, phone: '+32 470 12 34 56'})).toMatchObject({data: {phone: '+32470123456'}});
    expect(validateProfile({...profile, phone: '0470123456'})).toMatchObject({
      errors: {phone: 'account.errors.phoneInvalid'},
    });
    expect(validateProfile({...profile, phone: ''}).success).toBe(true);
  });

  it('needs the lines of an address a parcel can reach', () => {
    const result = validateAddress({
      firstName: '',
      lastName: 'Lovelace',
      company: '',
      address1: '',
      address2: '',
      zip: '',
      city: 'Gent',
      province: '',
      country: '',
      phone: '',
      isDefault: false,
    });
    expect(result).toEqual({
      success: false,
      errors: {
        firstName: 'account.errors.firstNameRequired',
        address1: 'account.errors.address1Required',
        zip: 'account.errors.zipRequired',
        country: 'account.errors.countryRequired',
      },
    });
  });
});

describe('ids on the page', () => {
  it('splits an order gid into its number and key, and back', () => {
    expect(orderRef('gid://shopify/Order/1001?key=abc123')).toEqual({id: '1001', key: 'abc123'});
    expect(orderGid('1001', 'abc123')).toBe('gid://shopify/Order/1001?key=abc123');
    expect(orderGid('1001 OR 1', 'x')).toBeNull();
  });

  it('shows an address by its number only', () => {
    expect(addressNumber('gid://shopify/MailingAddress/42?model_name=CustomerAddress&customer_access_token=secret')).toBe(
      '42',
    );
  });
});
