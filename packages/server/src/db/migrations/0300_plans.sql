-- Plans (PRODUCT.md §1, §7 "Payment and invite"): activation codes and invitations. Every
-- way to Pro ends in `memberships`.

-- Codes the operator mints (`folio codes create`); each gives `days` of Pro to at most `quota` accounts.
create table activation_codes (
  code text primary key,
  days integer not null check (days > 0),
  quota integer not null check (quota > 0),
  used integer not null default 0 check (used >= 0 and used <= quota),
  expires_at timestamptz,
  note text not null default '',
  created_at timestamptz not null default now()
);
create table activation_redemptions (
  code text not null references activation_codes (code) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  redeemed_at timestamptz not null default now(),
  primary key (code, user_id)
);

-- Set at sign-up from the inviter's invite code (the `r` link parameter).
alter table users add column invited_by integer references users (id) on delete set null;
-- When the inviter's free month for two invitations was given; it is given once.
alter table users add column invite_reward_at timestamptz;
-- An invitation counts once the invitee's e-mail address is verified.
create table invitations (
  inviter_id integer not null references users (id) on delete cascade,
  invitee_id integer primary key references users (id) on delete cascade,
  counted_at timestamptz not null default now()
);
create index invitations_inviter on invitations (inviter_id);
