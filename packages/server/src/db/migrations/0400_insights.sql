-- The built-in stand-ins for the outside services PRODUCT.md §7 "Other" names: product
-- analytics, the feedback widget and feature flags, kept in the instance's own database.

-- One row per event the app tracked. visitor is the browser's random id (the same person before
-- and after signing in); user_id is kept only while the account exists.
create table analytics_events (
  id bigint generated always as identity primary key,
  name text not null,
  user_id integer references users (id) on delete set null,
  visitor text not null default '',
  props jsonb not null default '{}',
  path text not null default '',
  occurred_at timestamptz not null,
  received_at timestamptz not null default now()
);
create index analytics_events_occurred on analytics_events (occurred_at);
create index analytics_events_name_occurred on analytics_events (name, occurred_at);

-- What people wrote in Share feedback; email is the reply address (the account's, or typed).
create table feedback (
  id integer generated always as identity primary key,
  user_id integer references users (id) on delete set null,
  email text not null default '',
  message text not null,
  path text not null default '',
  ua text not null default '',
  version text not null default '',
  created_at timestamptz not null default now()
);
create index feedback_created on feedback (created_at desc);

-- Flags the operator set with `folio flags set`; a flag without a row takes FEATURE_FLAGS.
-- rollout is the share of people (by a stable hash of who they are) who get an enabled flag.
create table feature_flags (
  name text primary key,
  enabled boolean not null,
  rollout smallint not null default 100 check (rollout between 0 and 100),
  updated_at timestamptz not null default now()
);
