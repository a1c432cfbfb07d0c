-- The deck roasts of the public /ai-roast-generator page (§2). Anyone may make one without an
-- account, so a roast belongs to nobody: its id is 128 random bits, the only way to read it.
create table roasts (
  id text primary key,
  -- Where the deck came from: a share link of this instance, or an uploaded pptx or pdf.
  source_kind text not null check (source_kind in ('share', 'pptx', 'pdf')),
  -- The file's name, or the deck's title for a share link.
  source_name text not null,
  -- A share link's project: its result stays readable only while that share stays open.
  source_project_id integer references projects (id) on delete cascade,
  -- The @folio/layout ProjectDocument the thumbnails draw and "fix it" opens as a project.
  deck jsonb not null,
  -- The critique (roast-result.ts), validated before it is stored.
  result jsonb not null,
  created_at timestamptz not null default now()
);
