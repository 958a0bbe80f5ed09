-- Full-text search over content items (issue 4, point 3): Portuguese/Spanish stemming, accent- and
-- case-insensitive, ranked by weight (title A, synopsis B, body C), plus trigram similarity on titles
-- for typos. PGlite loads both extensions when it starts (packages/db/src/client.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads its dictionary by name); pinning the dictionary makes it safe to
-- declare IMMUTABLE, which expression indexes require.
CREATE OR REPLACE FUNCTION portal_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
-- Stored HTML (synopsis, body) without its tags: what readers see is what gets indexed and highlighted.
CREATE OR REPLACE FUNCTION portal_plain_text(html text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g') $$;
--> statement-breakpoint
-- The stemmers with unaccent in front: 'cardíaco', 'CARDIACO' and 'cardiacos' meet on one lexeme, and
-- ts_headline still marks the accented words of the original text.
CREATE TEXT SEARCH CONFIGURATION portal_pt (COPY = pg_catalog.portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION portal_pt
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, portuguese_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION portal_es (COPY = pg_catalog.spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION portal_es
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, spanish_stem;
--> statement-breakpoint
-- content_items.language is 'pt' or 'es'.
CREATE OR REPLACE FUNCTION portal_search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN language = 'pt' THEN 'portal_pt'::regconfig ELSE 'portal_es'::regconfig END $$;
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(portal_search_config("language"), coalesce("title", '')), 'A')
  || setweight(to_tsvector(portal_search_config("language"), portal_plain_text("synopsis")), 'B')
  || setweight(to_tsvector(portal_search_config("language"), portal_plain_text("body")), 'C')
) STORED;
--> statement-breakpoint
-- fastupdate off: PGlite never vacuums, and a GIN pending list that is never merged makes every
-- search scan it; content is written rarely, so writing straight into the index costs little.
CREATE INDEX "content_items_search_vector_idx" ON "content_items" USING gin ("search_vector")
  WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "content_items_title_trgm_idx" ON "content_items"
  USING gin (lower(portal_unaccent("title")) gin_trgm_ops) WITH (fastupdate = off);
