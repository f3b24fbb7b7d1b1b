-- Trigram matching for typo-tolerant product search (GIN gin_trgm_ops indexes, similarity()).
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it. PGlite loads it
-- through the extensions option of openDatabase().
CREATE EXTENSION IF NOT EXISTS pg_trgm;
