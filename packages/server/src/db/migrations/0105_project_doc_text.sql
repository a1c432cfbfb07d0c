-- project/get passes the document on verbatim. Printing a jsonb document of tens of kilobytes
-- as text on every read was most of the call's database time (bench/api.bench.ts: about
-- 0.7 ms of 1 ms on PGlite); this copy is printed once, on write, whoever writes it.
alter table projects add column doc_text text generated always as (doc::text) stored;
