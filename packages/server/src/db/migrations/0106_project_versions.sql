-- A counter per owner that every change to their projects raises, in the changing transaction:
-- project/get and project/list answers are kept in memory with the counter they were read at,
-- and one tiny read of it tells whether they still hold, on every instance alike. Rows raising
-- the same owner's counter wait for each other, so it grows in commit order. No foreign key:
-- deleting a user deletes their projects, whose triggers still raise the counter.
create table project_versions (
  owner_id integer primary key,
  version bigint not null
);

create function raise_project_version(owner integer) returns void language sql as $$
  insert into project_versions as v (owner_id, version) values (owner, 1)
  on conflict (owner_id) do update set version = v.version + 1
$$;

create function projects_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform raise_project_version(old.owner_id); end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.owner_id <> old.owner_id) then perform raise_project_version(new.owner_id); end if;
  return null;
end
$$;

create trigger projects_changed after insert or update or delete on projects
  for each row execute function projects_changed();
