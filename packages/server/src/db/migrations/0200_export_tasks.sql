-- Export tasks (PRODUCT.md §4 "Export task", §7 export/post and export/get). The queue is this
-- table: workers claim rows with FOR UPDATE SKIP LOCKED and hold a lease they keep renewing, so
-- a worker that dies mid-task leaves a lease that runs out and another worker takes the task.
create table export_tasks (
  id uuid primary key default gen_random_uuid(),
  owner_id integer not null references users (id) on delete cascade,
  -- The project exported, when there is one; the document itself is copied into `doc` at
  -- request time, so the file shows what the person saw when they pressed Export.
  project_id integer references projects (id) on delete set null,
  type text not null check (type in ('pdf', 'pptx', 'image', 'images')),
  options jsonb not null default '{}'::jsonb,
  doc jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'running', 'success', 'error')),
  attempts integer not null default 0,
  locked_by text,
  lease_until timestamptz,
  file_key text,
  file_name text,
  error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index export_tasks_waiting on export_tasks (created_at) where status in ('pending', 'running');
create index export_tasks_owner on export_tasks (owner_id, created_at);
