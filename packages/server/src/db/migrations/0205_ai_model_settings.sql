-- The instance's AI model as its owner sets it in the app (issue 17 "A model in two clicks"):
-- one row at most. The API key is kept only as AES-256-GCM ciphertext under a key derived from
-- the token secret (domains/ai-settings/key-cipher.ts); its last four characters are kept apart
-- so the screen can say which key is set without anyone being able to read it back.
create table ai_model_settings (
  id integer primary key default 1 check (id = 1),
  preset text not null,
  base_url text not null,
  model text not null,
  api_key_ciphertext text,
  api_key_last4 text,
  updated_by integer references users (id) on delete set null,
  updated_at timestamptz not null default now()
);
