-- Who a mail is from and whom to answer: the CMS's contact notification answers the visitor, and mails
-- from the SMTP sink carry both. Null for the shop's own mails.
ALTER TABLE mails ADD COLUMN from_address TEXT;
ALTER TABLE mails ADD COLUMN reply_to TEXT;
