-- Submissions, their idempotency keys, uploaded files, the delivery outbox and the rate
-- limit counters. Plain PostgreSQL: the same file runs on PGlite and on a server.

CREATE TABLE submissions (
  id text PRIMARY KEY,
  form text NOT NULL,
  reference text NOT NULL UNIQUE,
  -- received: delivered to the team; spam: the honeypot caught it, nothing is delivered;
  -- erased: the person asked, only the reference is left.
  status text NOT NULL CHECK (status IN ('received', 'spam', 'erased')),
  -- The validated fields, declared ones only.
  data jsonb NOT NULL,
  -- Lower-cased address, for export and erasure of everything about one person.
  email text,
  ip_hash text,
  created_at timestamptz NOT NULL
);
CREATE INDEX submissions_email ON submissions (email);
CREATE INDEX submissions_form_created ON submissions (form, created_at);

-- One row per (form, Idempotency-Key): claimed while the first request runs, then the
-- answer it gave, replayed to every retry with the same payload.
CREATE TABLE idempotency_keys (
  form text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  -- Whose request holds the key: a request taken over after a crash cannot store twice.
  claim text NOT NULL,
  claimed_at timestamptz NOT NULL,
  submission_id text REFERENCES submissions (id) ON DELETE CASCADE,
  response_status integer,
  response_body text,
  PRIMARY KEY (form, key)
);

CREATE TABLE uploads (
  id text PRIMARY KEY,
  submission_id text REFERENCES submissions (id) ON DELETE SET NULL,
  name text NOT NULL,
  type text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  -- Random file name in the uploads folder, never the visitor's.
  stored_name text NOT NULL,
  created_at timestamptz NOT NULL,
  attached_at timestamptz,
  -- When the team's e-mail carried the file: it is deleted a while after.
  delivered_at timestamptz
);
CREATE INDEX uploads_submission ON uploads (submission_id);

-- Messages to deliver, written in the transaction that stores the submission. The id is
-- also the webhook-id, so a receiver can drop a message delivered twice.
CREATE TABLE outbox (
  id text PRIMARY KEY,
  submission_id text NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('team', 'visitor', 'webhook')),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE state = 'pending';

-- Rate-limit counters, one fixed window per row (rate-limit.ts); expire is epoch ms.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
