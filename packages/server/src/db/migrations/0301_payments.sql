-- Payments (PRODUCT.md §7 "Payment and invite") through Stripe Checkout; each paid period ends
-- in `memberships` like every other way to Pro.

-- The Stripe customer of an account, made at its first checkout.
create table stripe_customers (
  user_id integer primary key references users (id) on delete cascade,
  customer_id text not null unique
);

-- Checkout sessions handed out by createStripePay; product is 'monthly' or 'annual'.
create table checkouts (
  id text primary key,
  user_id integer not null references users (id) on delete cascade,
  product text not null,
  discount_code text,
  url text not null,
  completed_at timestamptz,
  created_at timestamptz not null default now()
);
create index checkouts_user on checkouts (user_id, created_at desc);

-- What Stripe last said about each subscription (checkout return, webhook, cancel).
create table subscriptions (
  id text primary key,
  user_id integer not null references users (id) on delete cascade,
  product text not null,
  status text not null,
  period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  updated_at timestamptz not null default now()
);
create index subscriptions_user on subscriptions (user_id);

-- Discount codes the operator mints (`folio discounts create`), usable once per account on
-- the first payment; stripe_coupon is the coupon made for the code at its first use.
create table discount_codes (
  code text primary key,
  percent_off integer not null check (percent_off between 1 and 100),
  expires_at timestamptz,
  stripe_coupon text,
  note text not null default '',
  created_at timestamptz not null default now()
);
create table discount_redemptions (
  code text not null references discount_codes (code) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  redeemed_at timestamptz not null default now(),
  primary key (code, user_id)
);
