-- The editor's AI chat (issue 7, PRODUCT.md §7 ai/chat2): every message of a user about a
-- project, so a vote (ai/chat/feedback) names the answer it is about, and the answer keeps
-- the operations it offered. An assistant row is written when its stream starts and filled
-- in when it ends; `failed` marks one cut short by an error.
create table ai_chat_messages (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  project_id integer not null references projects (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  mode text not null check (mode in ('edit', 'design')),
  content text not null default '',
  operations jsonb,
  failed boolean not null default false,
  vote text check (vote in ('up', 'down')),
  voted_at timestamptz,
  created_at timestamptz not null default now()
);
create index ai_chat_messages_user_project on ai_chat_messages (user_id, project_id, id);
