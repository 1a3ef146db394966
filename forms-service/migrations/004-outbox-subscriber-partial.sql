-- Only newsletter messages have a subscriber. A submission's messages, most of the outbox,
-- need no entry in this index: each one left out is an index insertion saved per message.
DROP INDEX outbox_subscriber;
CREATE INDEX outbox_subscriber ON outbox (subscriber_id) WHERE subscriber_id IS NOT NULL;
