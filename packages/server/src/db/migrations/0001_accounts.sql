-- Accounts (PRODUCT.md §3 "User info"), their memberships, the uploads an avatar points at,
-- one-time links, Google sign-in attempts and the development mail outbox.

create table users (
  id integer generated always as identity primary key,
  email text not null,
  -- Null for accounts created through Google sign-in that never set a password.
  password_hash text,
  first_name text not null default '',
  last_name text not null default '',
  email_verified_at timestamptz,
  google_sub text unique,
  -- Picture from the identity provider; an uploaded avatar (head_file_image_id) wins over it.
  picture_url text,
  head_file_image_id integer,
  -- §3 onboarding flags, only the known keys (checked by the server), e.g. {"filled_survey": true}.
  onboarding jsonb not null default '{}'::jsonb,
  -- Bumped on password change, reset and deletion: tokens carrying an older version are refused.
  token_version integer not null default 0,
  credit integer not null default 0,
  -- §9: 3 free projects at the start, never below 0.
  free_projects_left integer not null default 3 check (free_projects_left >= 0),
  invite_code text not null unique,
  -- §3 "Referral and tracking info" given at sign-up.
  attribution jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- E-mail addresses are stored lower-cased; the index makes them unique regardless.
create unique index users_email_key on users (lower(email));

-- A row while the user has (or had) Pro. userType is 'pro' while expires_at is in the future.
create table memberships (
  user_id integer primary key references users (id) on delete cascade,
  plan text not null,
  started_at timestamptz not null,
  expires_at timestamptz not null,
  first_subscribed_at timestamptz not null,
  -- §3 unsubscribe: true = cancelled or cancelling at the period's end ('1').
  cancelled boolean not null default false
);

-- Files users uploaded (the uploads domain fills it); accounts reference them for avatars.
create table uploads (
  id integer generated always as identity primary key,
  owner_id integer not null references users (id) on delete cascade,
  key text not null unique,
  name text not null,
  mime text not null,
  size bigint not null,
  md5 text not null,
  source_type text not null check (source_type in ('normal', 'document')),
  created_at timestamptz not null default now()
);
create index uploads_owner on uploads (owner_id);

alter table users add constraint users_head_file_image foreign key (head_file_image_id) references uploads (id) on delete set null;

-- E-mail verification and password reset links. Only a SHA-256 of the token is kept, so a
-- database leak does not hand out working links; used_at makes each one single-use.
create table account_tokens (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('verify_email', 'reset_password')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index account_tokens_user on account_tokens (user_id, purpose);

-- One row per Google sign-in attempt: state, nonce and PKCE verifier stay on the server; after
-- the provider's callback it holds the verified identity until the app exchanges login_code.
create table oidc_logins (
  state text primary key,
  nonce text not null,
  code_verifier text not null,
  login_code_hash text unique,
  identity jsonb,
  created_at timestamptz not null default now(),
  consumed_at timestamptz
);

-- Mail kept when no SMTP server is configured; shown at /dev/mailbox outside production.
create table mail_outbox (
  id integer generated always as identity primary key,
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now()
);
