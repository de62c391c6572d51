import * as z from 'zod/mini';

export function emailRule(group: 'contact' | 'newsletter', max: number) {
  return z.string().check(
    z.trim(),
    z.minLength(1, `${group}.errors.emailRequired`),
    z.maxLength(max, `${group}.errors.emailTooLong`),
    z.regex(z.regexes.email, `${group}.errors.emailInvalid`),
  );
}
