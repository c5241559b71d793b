-- Rate-limit counters are short-lived (a window of minutes): they need no write-ahead log, so a hit
-- never waits for the disk. After a crash PostgreSQL empties the table, which only restarts windows.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
