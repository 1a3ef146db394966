-- Proof-of-work challenges already used (FORMS_CHALLENGE_SECRET): a solved challenge is
-- good for one submission. A row can go once its challenge has expired (purge.ts).

CREATE TABLE spent_challenges (
  -- The challenge's random nonce.
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
