-- The role Pulumi's PostgreSQL state backend logs in as, with only the rights that backend uses. Run
-- it once with psql, as an administrator, connected to the database that will hold the state:
--
--   psql "$ADMIN_DATABASE_URL" -v ON_ERROR_STOP=1 -v password="$STATE_PASSWORD" -f state-role.sql
--
-- Each time the backend opens the database it runs `CREATE TABLE IF NOT EXISTS pulumi_state` and
-- `CREATE INDEX IF NOT EXISTS` on that table, which PostgreSQL allows only to a role that may create
-- in the table's schema and owns the table (even when both exist already). Then it reads, writes and
-- deletes rows of that one table: the stacks' checkpoints, their history and their locks.

CREATE ROLE pulumi_state LOGIN PASSWORD :'password';

-- This database, and no other, for this role alone (psql sets DBNAME to the connected database).
REVOKE ALL ON DATABASE :"DBNAME" FROM PUBLIC;
GRANT CONNECT ON DATABASE :"DBNAME" TO pulumi_state;

-- Its own schema, named after it, so that the default search_path ("$user", public) puts the
-- backend's table there. Nobody creates in public (the default from PostgreSQL 15 on).
CREATE SCHEMA pulumi_state AUTHORIZATION pulumi_state;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
