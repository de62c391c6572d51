import * as z from 'zod/mini';

/**
 * An e-mail address, trimmed; messages are catalogue keys under `{group}.errors`. The empty case is
 * checked first, so an empty field asks for an address rather than calling it invalid.
 */
export function emailRule(group: 'contact' | 'newsletter', max: number) {
  return z.string().check(
    z.trim(),
    z.minLength(1, `${group}.errors.emailRequired`),
    z.maxLength(max, `${group}.errors.emailTooLong`),
    z.regex(z.regexes.email, `${group}.errors.emailInvalid`),
  );
}
