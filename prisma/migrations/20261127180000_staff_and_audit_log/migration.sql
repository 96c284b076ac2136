-- Staff roles and the append-only audit log (docs/decisions/0038-staff-and-audit-log.md).

CREATE TYPE "user_role" AS ENUM ('member', 'moderator', 'admin');
ALTER TABLE "users" ADD COLUMN "role" "user_role" NOT NULL DEFAULT 'member';

-- When the user last proved who they are in the session; sessions open at a sign-in, so the
-- existing ones count from when they were created.
ALTER TABLE "sessions" ADD COLUMN "authenticated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
UPDATE "sessions" SET "authenticated_at" = "created_at";

-- No foreign key to users: deleting an account must neither change nor remove what it did.
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "actor_id" INTEGER,
    "actor_label" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subject_kind" TEXT NOT NULL,
    "subject_id" TEXT NOT NULL,
    "reason" TEXT,
    "before" JSONB,
    "after" JSONB,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "audit_log_at_idx" ON "audit_log"("at");
CREATE INDEX "audit_log_subject_kind_subject_id_idx" ON "audit_log"("subject_kind", "subject_id");

-- Append-only, whoever connects: the database itself refuses to change or remove an entry.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();

CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
