-- Display copies of large uploaded images (issue 16): the original stays under its own key for
-- download; the editor, thumbnails and exports read the copy, at most 4,096 px on its long
-- side. The copy is made while upload/bind checks the bytes, before the uploads row exists, so
-- it is found by the original's storage key. Images that needed no copy have no row.
create table upload_display_copies (
  key text primary key,
  display_key text not null unique,
  created_at timestamptz not null default now()
);
