-- Misspelled search words ("hnda", "yamha") are read as the nearest words the listings hold: the
-- trigram index finds the lexemes that look alike (the % operator) and the lexemes that hold a
-- model number inside them ("450" in "crf450r", by LIKE), without reading every lexeme.
CREATE INDEX "search_lexemes_lexeme_trgm_idx" ON "search_lexemes" USING gin ("lexeme" gin_trgm_ops);
