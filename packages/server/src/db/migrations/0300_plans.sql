-- Plans (PRODUCT.md §1, §7 "Payment and invite"): activation codes, discount codes,
-- invitations, checkouts, subscriptions and invoices. Every way to Pro ends in `memberships`.

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

-- Codes that take `percent_off` off the first payment (`folio codes discount`); once per account.
create table discount_codes (
  code text primary key,
  percent_off integer not null check (percent_off between 1 and 100),
  expires_at timestamptz,
  note text not null default '',
  created_at timestamptz not null default now()
);
create table discount_redemptions (
  code text not null references discount_codes (code) on delete cascade,
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

-- One row per checkout started (`createStripePay`); `token` is the priceToken the success URL carries.
create table checkouts (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  token text not null unique,
  product_type text not null check (product_type in ('MONTHLY_SUBSCRIBE', 'YEAR_SUBSCRIBE')),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null,
  discount_code text references discount_codes (code) on delete set null,
  provider_session_id text unique,
  status text not null default 'open' check (status in ('open', 'applied', 'failed')),
  created_at timestamptz not null default now(),
  applied_at timestamptz
);
create index checkouts_user on checkouts (user_id);

-- The user's recurring subscription at the payment provider.
create table subscriptions (
  user_id integer primary key references users (id) on delete cascade,
  provider text not null,
  customer_id text not null,
  subscription_id text not null unique,
  product_type text not null check (product_type in ('MONTHLY_SUBSCRIBE', 'YEAR_SUBSCRIBE')),
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  updated_at timestamptz not null default now()
);

-- Paid invoices (first payment and renewals), for listInvoices.
create table invoices (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  provider_invoice_id text unique,
  product_type text not null,
  amount_cents integer not null,
  currency text not null,
  paid_at timestamptz not null,
  period_end timestamptz not null,
  url text
);
create index invoices_user on invoices (user_id, paid_at desc);
