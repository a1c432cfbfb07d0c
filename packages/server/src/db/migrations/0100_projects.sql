-- Projects and folders (PRODUCT.md §3 "Project", §7 "Projects"). Ids are integers because
-- share links are /share/{numeric id} (§2).

create table folders (
  id integer generated always as identity primary key,
  owner_id integer not null references users (id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index folders_owner on folders (owner_id, id);

create table projects (
  id integer generated always as identity primary key,
  owner_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('presentation', 'page')),
  title text not null default '',
  -- §3: 3 is trashed; 1 is every other project.
  status smallint not null default 1 check (status in (1, 3)),
  -- Deleting a folder moves its projects out rather than deleting them.
  folder_id integer references folders (id) on delete set null,
  -- The @folio/layout ProjectDocument, validated by its zod schema before every write; what
  -- lists, shares and exports read.
  doc jsonb not null,
  -- The editor's Yjs state (the collaboration issue keeps it); doc stays its JSON snapshot.
  ydoc bytea,
  thumbnail_upload_id integer references uploads (id) on delete set null,
  -- Sharing starts closed: ids are sequential, so an open default would publish every project.
  share_enabled boolean not null default false,
  share_allow_copy boolean not null default false,
  -- §2 share parameters rc (disable citation) and rb (disable brand).
  share_disable_citation boolean not null default false,
  share_disable_brand boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The workspace and trash lists: one owner's projects of a status, newest change first.
create index projects_owner_status_updated on projects (owner_id, status, updated_at desc, id desc);
create index projects_folder on projects (folder_id) where folder_id is not null;
