-- The CMS contract of docs/cms.md: the page's language is `language` (Strapi keeps `locale` for its i18n
-- plugin), and newsletter sign-ups go through a double opt-in.

ALTER TABLE cms_contact_messages RENAME COLUMN locale TO language;

ALTER TABLE cms_newsletter_subscriptions RENAME COLUMN locale TO language;
-- Rows from before the double opt-in were never confirmed: they wait, like a new sign-up, for a mail.
ALTER TABLE cms_newsletter_subscriptions ADD COLUMN status TEXT NOT NULL DEFAULT 'pending';
ALTER TABLE cms_newsletter_subscriptions ADD COLUMN confirmed_at TEXT;
ALTER TABLE cms_newsletter_subscriptions ADD COLUMN unsubscribed_at TEXT;
-- Only the SHA-256 of each token (hex); the tokens themselves are only in the mail.
ALTER TABLE cms_newsletter_subscriptions ADD COLUMN confirm_token_hash TEXT;
ALTER TABLE cms_newsletter_subscriptions ADD COLUMN unsubscribe_token_hash TEXT;
-- When the last confirmation mail went out: the 5-minute resend guard and the 7-day confirm expiry.
ALTER TABLE cms_newsletter_subscriptions ADD COLUMN confirmation_sent_at TEXT;
ALTER TABLE cms_newsletter_subscriptions ADD COLUMN updated_at TEXT;
UPDATE cms_newsletter_subscriptions SET updated_at = created_at, email = lower(email);
CREATE UNIQUE INDEX cms_newsletter_confirm_token ON cms_newsletter_subscriptions (confirm_token_hash);
CREATE UNIQUE INDEX cms_newsletter_unsubscribe_token ON cms_newsletter_subscriptions (unsubscribe_token_hash);
