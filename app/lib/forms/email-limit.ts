// The longest address SMTP carries (RFC 5321 path limit), and what the CMS accepts.
export const EMAIL_MAX = 254;
