-- Custom themes (PRODUCT.md §3 "Theme record"); the built-in ones live in @folio/renderer.
create table themes (
  id integer generated always as identity primary key,
  owner_id integer not null references users (id) on delete cascade,
  -- @folio/layout ThemeJson; its `id` is answered as 'custom-<id>' whatever was stored.
  json jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index themes_owner on themes (owner_id, id);
