-- Keys handed out by upload/url and not yet bound (PRODUCT.md §7 "Upload"). A slot ties the
-- key to the user who asked for it, so nobody else can bind (or overwrite) those bytes.
create table upload_slots (
  key text primary key,
  owner_id integer not null references users (id) on delete cascade,
  source_type text not null check (source_type in ('normal', 'document')),
  max_bytes bigint not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index upload_slots_owner on upload_slots (owner_id);
