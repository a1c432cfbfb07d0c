-- Yjs updates of a project's document not yet folded into projects.ydoc. The collaboration
-- socket appends each update here before it acknowledges it, so an acknowledged edit survives
-- a crash; compaction folds them into projects.ydoc and refreshes the JSON snapshot.
create table project_updates (
  id bigint generated always as identity primary key,
  project_id integer not null references projects (id) on delete cascade,
  "update" bytea not null,
  created_at timestamptz not null default now()
);
create index project_updates_project on project_updates (project_id, id);
