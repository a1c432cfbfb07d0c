-- The /diagram screen's diagrams (issue 22). A diagram is its flowchart text, not a project:
-- it has no pages, theme or collaborators, and would only crowd the workspace's list. The
-- text is the source of truth; the app parses it into a diagram block whenever it is drawn
-- or inserted into a deck, so a parser improvement reaches every stored diagram.
create table diagrams (
  id integer generated always as identity primary key,
  owner_id integer not null references users (id) on delete cascade,
  title text not null default '',
  source text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index diagrams_owner_updated on diagrams (owner_id, updated_at desc);
