-- The headers a newsletter mail carries for mail programs (List-Unsubscribe, List-Unsubscribe-Post of
-- RFC 8058), kept as a JSON object by lower-case name so tests can check them; `{}` for other mails.
ALTER TABLE mails ADD COLUMN list_headers TEXT NOT NULL DEFAULT '{}';
