-- What upload/bind read from a document (issue 16): its text and structure, extracted once in
-- an extraction thread and read from here by every generation and search, so a stored file is
-- never parsed again. Null for files that are not documents, and for documents bound before
-- this column, which are extracted (and stored) the first time they are used.
alter table uploads add column reference jsonb;
