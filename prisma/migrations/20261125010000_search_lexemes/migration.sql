-- Every lexeme the listings' search documents hold, so that a keyword's prefix ("yamah") can be
-- looked up as the whole lexemes it stands for and searched as exact entries of the text index:
-- the index answers a prefix by reading every entry it covers into a bitmap, several times slower
-- than exact entries (decision 15). Lexemes are only ever added; one that no document holds any
-- more matches nothing. The "C" collation orders them bytewise, so a prefix is one index range.
CREATE TABLE "search_lexemes" ("lexeme" text COLLATE "C" NOT NULL PRIMARY KEY);

CREATE FUNCTION search_lexemes_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- In order, so that concurrent writers adding the same new lexemes lock them in the same order.
  INSERT INTO "search_lexemes" ("lexeme")
  SELECT DISTINCT word FROM new_rows, unnest(tsvector_to_array(new_rows."search_document")) AS word ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER search_lexemes_insert AFTER INSERT ON "listings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();
CREATE TRIGGER search_lexemes_update AFTER UPDATE ON "listings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();

INSERT INTO "search_lexemes" ("lexeme")
SELECT DISTINCT unnest(tsvector_to_array("search_document")) FROM "listings" WHERE "search_document" IS NOT NULL
ON CONFLICT DO NOTHING;
