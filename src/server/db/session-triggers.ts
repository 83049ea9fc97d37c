// The database side of revocable sessions (auth/session-stamps.ts): triggers bump users.security_stamp
// on every write that must end a user's sessions and announce it with pg_notify, whatever route,
// import or script made the write. They live here, not in the generated migration, because
// `npm run db:generate` rewrites the migrations folder from the drizzle schema, which has no triggers.
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The LISTEN/NOTIFY channel. The payload is a user id (that user's sessions changed),
 * `EDITION_PAYLOAD_PREFIX` + a tenantId (that building's edition flags changed, auth/edition-cache.ts),
 * or `TABLE_PAYLOAD_PREFIX` + a table's name (a statement wrote to it, table-change-triggers.ts).
 */
export const SESSION_CHANNEL = 'user_sessions';
export const EDITION_PAYLOAD_PREFIX = 'edition:';
export const TABLE_PAYLOAD_PREFIX = 'table:';

const STATEMENTS = [
  sql`CREATE OR REPLACE FUNCTION users_bump_security_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status OR NEW.is_deleted IS DISTINCT FROM OLD.is_deleted
     OR NEW.role_id IS DISTINCT FROM OLD.role_id OR NEW.tenant_id IS DISTINCT FROM OLD.tenant_id
     OR NEW.customer_id IS DISTINCT FROM OLD.customer_id OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.security_stamp := OLD.security_stamp + 1;
  END IF;
  RETURN NEW;
END $$`,
  sql`DROP TRIGGER IF EXISTS users_bump_security_stamp ON users`,
  sql`CREATE TRIGGER users_bump_security_stamp BEFORE UPDATE ON users
    FOR EACH ROW EXECUTE FUNCTION users_bump_security_stamp()`,
  sql.raw(`CREATE OR REPLACE FUNCTION users_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('${SESSION_CHANNEL}', OLD.id::text);
  ELSIF NEW.security_stamp IS DISTINCT FROM OLD.security_stamp
     OR NEW.force_change_password IS DISTINCT FROM OLD.force_change_password THEN
    PERFORM pg_notify('${SESSION_CHANNEL}', NEW.id::text);
  END IF;
  RETURN NULL;
END $$`),
  sql`DROP TRIGGER IF EXISTS users_notify_session_change ON users`,
  sql`CREATE TRIGGER users_notify_session_change AFTER UPDATE OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION users_notify_session_change()`,
  // A change of held roles is a change of what the user's tokens claim (their "held" list).
  sql`CREATE OR REPLACE FUNCTION user_roles_bump_security_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE users SET security_stamp = security_stamp + 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    UPDATE users SET security_stamp = security_stamp + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$`,
  sql`DROP TRIGGER IF EXISTS user_roles_bump_security_stamp ON user_roles`,
  sql`CREATE TRIGGER user_roles_bump_security_stamp AFTER INSERT OR UPDATE OR DELETE ON user_roles
    FOR EACH ROW EXECUTE FUNCTION user_roles_bump_security_stamp()`,
  // What a session may reach hangs on its buildings' edition flags too (reports/editions.ts reads
  // them from a per-process cache): any change of them is announced on the same channel.
  sql.raw(`CREATE OR REPLACE FUNCTION packages_notify_edition_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR NEW.tenant_id IS DISTINCT FROM OLD.tenant_id
     OR NEW.app_full IS DISTINCT FROM OLD.app_full OR NEW.app_lite IS DISTINCT FROM OLD.app_lite
     OR NEW.app_supplier IS DISTINCT FROM OLD.app_supplier OR NEW.app_furniture IS DISTINCT FROM OLD.app_furniture
     OR NEW.app_audits IS DISTINCT FROM OLD.app_audits) THEN
    PERFORM pg_notify('${SESSION_CHANNEL}', '${EDITION_PAYLOAD_PREFIX}' || OLD.tenant_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.tenant_id IS DISTINCT FROM OLD.tenant_id) THEN
    PERFORM pg_notify('${SESSION_CHANNEL}', '${EDITION_PAYLOAD_PREFIX}' || NEW.tenant_id);
  END IF;
  RETURN NULL;
END $$`),
  sql`DROP TRIGGER IF EXISTS packages_notify_edition_change ON packages`,
  sql`CREATE TRIGGER packages_notify_edition_change AFTER INSERT OR UPDATE OR DELETE ON packages
    FOR EACH ROW EXECUTE FUNCTION packages_notify_edition_change()`,
];

/** Creates or replaces the triggers; safe to run on every start. */
export async function applySessionTriggers(db: Db): Promise<void> {
  for (const statement of STATEMENTS) await db.execute(statement);
}
