-- What project lists show of each document: its first page (no speaker notes), its page count
-- and its theme. Generated on write, so they follow the document whoever writes it (the project calls
-- or the collaboration snapshot), and a list reads a few kilobytes per project instead of
-- taking whole documents apart on every request.
alter table projects
  -- Kept as JSON text: lists pass it on verbatim, and printing jsonb out again costs more.
  add column cover text generated always as (jsonb_set(doc - 'scriptMap', '{pages}', jsonb_path_query_array(doc, '$.pages[0]'))::text) stored,
  add column page_count integer generated always as (jsonb_array_length(doc -> 'pages')) stored,
  add column theme_id text generated always as (doc ->> 'themeId') stored;
