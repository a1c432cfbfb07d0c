-- AI calls per free account per day (issue 7 "Plan limits"): past the daily allowance the
-- answer is 40201, which opens the Pro dialog; Pro accounts are not counted.
create table ai_usage (
  user_id integer not null references users (id) on delete cascade,
  day date not null,
  calls integer not null default 0,
  primary key (user_id, day)
);
