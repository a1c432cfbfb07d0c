-- Speaker-note audio (PRODUCT.md §7 documentMessage/tts and /polling, issue 7). A task is made
-- for one slide's script; with a speech model configured the server reads it aloud into an MP3
-- (kept as the owner's upload, `audio_upload_id`), without one it is done at once and the app
-- speaks with the browser's voice (engine 'browser').
create table tts_tasks (
  id uuid primary key default gen_random_uuid(),
  owner_id integer not null references users (id) on delete cascade,
  project_id integer not null references projects (id) on delete cascade,
  page_id text not null,
  text text not null,
  voice text,
  engine text not null check (engine in ('provider', 'browser')),
  status text not null default 'pending' check (status in ('pending', 'success', 'error')),
  audio_upload_id integer references uploads (id) on delete set null,
  error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index tts_tasks_owner on tts_tasks (owner_id, created_at);
