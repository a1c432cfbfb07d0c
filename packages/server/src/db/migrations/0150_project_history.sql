-- Version history of a project's document (issue 22): automatic versions the server takes
-- (when the last editor leaves after changes, before an AI generation writes into the
-- document, before a restore) and versions people name. Each keeps the plain
-- @folio/layout ProjectDocument, validated before it is written: previews draw it and restores
-- write it back into the live Y.Doc, and a cover (the first page) comes out of it in SQL for
-- the list. Automatic ones are pruned to VERSION_HISTORY_AUTO_KEEP per project; named ones stay
-- until deleted.
create table project_history (
  id integer generated always as identity primary key,
  project_id integer not null references projects (id) on delete cascade,
  -- Who made the change the version closes (or named it); kept when the account goes.
  author_id integer references users (id) on delete set null,
  kind text not null check (kind in ('auto', 'named')),
  -- Why an automatic version was taken; null for named ones.
  reason text check (reason in ('session', 'ai', 'restore')),
  name text check (name is null or length(name) between 1 and 100),
  check ((kind = 'named') = (name is not null)),
  doc jsonb not null,
  created_at timestamptz not null default now()
);
-- The history panel and the pruning: one project's versions, newest first.
create index project_history_project on project_history (project_id, created_at desc, id desc);
