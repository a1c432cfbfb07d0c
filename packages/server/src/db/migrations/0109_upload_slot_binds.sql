-- The bytes PUT to an upload URL wait under a staging key until upload/bind moves them to the
-- upload's own key and checks them there (issue 16): an S3 URL keeps taking PUTs until it
-- expires, so whatever it takes after the move is never read. Two binds of one key moving at
-- once could still swap the bytes the first is checking, so a bind holds the slot while it
-- works: binding_id names it, until binding_until (a bind that died lets go then).
-- A slot now outlives its bind or refusal until its URL has expired, so the staging bytes a late
-- PUT leaves behind are deleted with it; refused_at marks one whose key is spent.
alter table upload_slots
  add column binding_id text,
  add column binding_until timestamptz,
  add column refused_at timestamptz;
create index upload_slots_expiry on upload_slots (expires_at);
