-- Issue 30: no per-process state that matters. The per-address request limits (sign-ins, OTP sends,
-- registrations, lead forms) are counted here when the server runs on PostgreSQL, so every instance
-- behind a load balancer counts against the same number. The table is rate-limiter-flexible's
-- (RateLimiterPostgres): key, points used in the window, and the window's end in epoch milliseconds.
CREATE TABLE IF NOT EXISTS "rate_limit_counts" (
  "key" varchar(255) PRIMARY KEY,
  "points" integer NOT NULL DEFAULT 0,
  "expire" bigint
);
