-- Errors the app reports (PRODUCT.md §7 track/error); user_id when the report carried a
-- valid token. Shown at /dev/errors outside production.
create table error_reports (
  id integer generated always as identity primary key,
  user_id integer references users (id) on delete set null,
  error text not null,
  stack text not null default '',
  digest text not null default '',
  component_stack text not null default '',
  ua text not null default '',
  path text not null default '',
  created_at timestamptz not null default now()
);
create index error_reports_created on error_reports (created_at desc);
