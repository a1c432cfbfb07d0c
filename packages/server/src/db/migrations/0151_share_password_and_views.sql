-- Share links with a password and viewer statistics (issue 22).

-- The argon2id hash of the link's password (null: no password). The version goes up whenever
-- the password is set, changed or removed; a viewer's access cookie names the version it was
-- given for, so changing the password ends every earlier viewer's access.
alter table projects
  add column share_password_hash text,
  add column share_password_version integer not null default 0;

-- One row per opening of a share page. id is that page load's random id, viewer the browser's
-- random id (kept in its local storage; nothing else about the person is stored), channel the
-- link's §2 channel parameter and referrer only the host of the page the viewer came from.
-- Rows older than 30 days are deleted: the author sees the last 30 days only.
create table share_views (
  id text primary key,
  project_id integer not null references projects (id) on delete cascade,
  viewer text not null,
  channel text not null default '',
  referrer text not null default '',
  started_at timestamptz not null default now()
);
create index share_views_project_started on share_views (project_id, started_at);

-- How long a view stayed on each slide (0-based index), summed over the batches it sent.
create table share_view_slides (
  view_id text not null references share_views (id) on delete cascade,
  slide integer not null,
  ms bigint not null default 0,
  primary key (view_id, slide)
);
