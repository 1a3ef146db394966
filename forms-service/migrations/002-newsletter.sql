-- The newsletter's double opt-in: its subscribers, the suppression list, and the outbox
-- carrying newsletter mail for a subscriber instead of a submission.

CREATE TABLE subscribers (
  -- Random: the unsubscribe token names it, so it must tell nothing (no address, no count).
  id text PRIMARY KEY,
  -- Lower-cased address.
  email text NOT NULL UNIQUE,
  -- pending: signed up, not confirmed; confirmed: on the list; unsubscribed: left it (the
  -- row stays so that their own unsubscribe link can bring them back).
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  -- Consent evidence: where and when the person asked, which wording they saw, from which
  -- (hashed) address.
  consent_form text NOT NULL,
  consent_version integer NOT NULL,
  consent_at timestamptz NOT NULL,
  consent_ip_hash text,
  -- SHA-256 of the confirmation link's token: the token itself is never stored.
  confirm_token_hash text UNIQUE,
  confirm_expires_at timestamptz,
  -- When the last confirmation mail was queued: at most one per address per 10 minutes.
  confirmation_sent_at timestamptz,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX subscribers_pending ON subscribers (created_at) WHERE status = 'pending';

-- Addresses that must get no newsletter mail from a sign-up form: unsubscribed or erased.
-- Only a keyed hash of the address is kept, so an erased address is not kept to remember it.
CREATE TABLE suppressions (
  email_hash text PRIMARY KEY,
  reason text NOT NULL CHECK (reason IN ('unsubscribed', 'erased')),
  created_at timestamptz NOT NULL
);

-- A newsletter message belongs to a subscriber; its payload holds what the mail needs
-- that the store does not (the key id and nonce the confirmation token is derived from).
ALTER TABLE outbox ALTER COLUMN submission_id DROP NOT NULL;
ALTER TABLE outbox ADD COLUMN subscriber_id text REFERENCES subscribers (id) ON DELETE CASCADE;
ALTER TABLE outbox ADD COLUMN payload jsonb;
ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check
  CHECK (channel IN ('team', 'visitor', 'webhook', 'newsletter-confirm', 'newsletter-welcome'));
ALTER TABLE outbox ADD CONSTRAINT outbox_one_owner CHECK ((submission_id IS NULL) <> (subscriber_id IS NULL));
CREATE INDEX outbox_subscriber ON outbox (subscriber_id);
