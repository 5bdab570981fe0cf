CREATE TABLE "time_rollup_days" (
	"org_id" uuid NOT NULL,
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"member_id" uuid NOT NULL,
	"project_id" uuid,
	"is_billable" boolean NOT NULL,
	"status" text NOT NULL,
	"entries" integer NOT NULL,
	"worked_seconds" bigint NOT NULL,
	"billable_amount" numeric NOT NULL,
	"cost_amount" numeric NOT NULL,
	CONSTRAINT "time_rollup_days_key" UNIQUE NULLS NOT DISTINCT("org_id","time_zone","day","member_id","project_id","is_billable","status")
);
--> statement-breakpoint
CREATE TABLE "time_rollup_member_days" (
	"org_id" uuid NOT NULL,
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"member_id" uuid NOT NULL,
	"entries" integer NOT NULL,
	"worked_seconds" bigint NOT NULL,
	"billable_seconds" bigint NOT NULL,
	CONSTRAINT "time_rollup_member_days_key" UNIQUE("org_id","time_zone","day","member_id")
);
--> statement-breakpoint
CREATE TABLE "time_rollup_member_months" (
	"org_id" uuid NOT NULL,
	"time_zone" text NOT NULL,
	"month" date NOT NULL,
	"member_id" uuid NOT NULL,
	"entries" integer NOT NULL,
	"worked_seconds" bigint NOT NULL,
	"billable_seconds" bigint NOT NULL,
	CONSTRAINT "time_rollup_member_months_key" UNIQUE("org_id","time_zone","month","member_id")
);
--> statement-breakpoint
CREATE TABLE "time_rollup_project_days" (
	"org_id" uuid NOT NULL,
	"time_zone" text NOT NULL,
	"day" date NOT NULL,
	"project_id" uuid,
	"entries" integer NOT NULL,
	"worked_seconds" bigint NOT NULL,
	"billable_seconds" bigint NOT NULL,
	"billable_amount" numeric NOT NULL,
	"cost_amount" numeric NOT NULL,
	CONSTRAINT "time_rollup_project_days_key" UNIQUE NULLS NOT DISTINCT("org_id","time_zone","day","project_id")
);
--> statement-breakpoint
CREATE TABLE "time_rollup_project_totals" (
	"org_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"status" text NOT NULL,
	"entries" integer NOT NULL,
	"worked_seconds" bigint NOT NULL,
	"billable_seconds" bigint NOT NULL,
	"billable_amount" numeric NOT NULL,
	"cost_amount" numeric NOT NULL,
	CONSTRAINT "time_rollup_project_totals_key" UNIQUE("org_id","project_id","status")
);
--> statement-breakpoint
CREATE TABLE "time_rollup_rebuilds" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"from_zone" text NOT NULL,
	"to_zone" text NOT NULL,
	"done_through_member_id" uuid,
	"members_done" integer DEFAULT 0 NOT NULL,
	"members_total" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "time_rollup_days_project_idx" ON "time_rollup_days" USING btree ("org_id","time_zone","project_id","day");--> statement-breakpoint
-- Rollups of counted time, kept in the same transaction as every change to an entry by
-- statement-level triggers (docs/rollups.md). A zone the rows are written in.
CREATE TYPE "time_rollup_zone" AS ("org_id" uuid, "time_zone" text, "live" boolean, "through_member_id" uuid);--> statement-breakpoint
-- One finished entry's contribution (sign −1 takes it out again), in one zone.
CREATE TYPE "time_rollup_change" AS (
	"org_id" uuid, "time_zone" text, "live" boolean, "day" date, "member_id" uuid, "project_id" uuid,
	"is_billable" boolean, "status" text, "entries" integer, "worked_seconds" bigint,
	"billable_amount" numeric, "cost_amount" numeric
);--> statement-breakpoint
CREATE FUNCTION "time_rollup_change_of"(
	z time_rollup_zone, member_id uuid, project_id uuid, start_time timestamptz, is_billable boolean,
	status text, worked_seconds integer, bill_rate numeric, cost_rate numeric, sign integer
) RETURNS time_rollup_change LANGUAGE sql STABLE AS $$
	SELECT ROW(z.org_id, z.time_zone, z.live, (start_time AT TIME ZONE z.time_zone)::date, member_id, project_id,
		is_billable, status, sign, sign * worked_seconds::bigint,
		CASE WHEN is_billable THEN sign * worked_seconds * coalesce(bill_rate, 0) ELSE 0 END,
		sign * worked_seconds * coalesce(cost_rate, 0))::time_rollup_change
$$;--> statement-breakpoint
-- The zones an organization's rollups are written in: the live zone for everyone and, while a
-- rebuild runs, the new zone for the members it has rebuilt. Writers hold the organization's
-- rollup lock shared until they commit; a rebuild step holds it exclusively, so it never misses a
-- write it could not see.
CREATE FUNCTION "time_rollup_zones"(orgs uuid[]) RETURNS time_rollup_zone[] LANGUAGE plpgsql AS $$
DECLARE
	org uuid;
BEGIN
	FOR org IN SELECT DISTINCT o FROM unnest(orgs) o ORDER BY 1 LOOP
		PERFORM pg_advisory_xact_lock_shared(20260, hashtext(org::text));
	END LOOP;
	RETURN ARRAY(
		SELECT ROW(o.id, coalesce(r.from_zone, o.time_zone), true, NULL)::time_rollup_zone
		  FROM organizations o LEFT JOIN time_rollup_rebuilds r ON r.org_id = o.id
		 WHERE o.id = ANY(orgs)
		UNION ALL
		SELECT ROW(r.org_id, r.to_zone, false, r.done_through_member_id)::time_rollup_zone
		  FROM time_rollup_rebuilds r
		 WHERE r.org_id = ANY(orgs) AND r.done_through_member_id IS NOT NULL
	);
END $$;--> statement-breakpoint
-- Adds changes to every rollup (rows whose count falls to zero are removed, so the tables equal
-- a recomputation from the entries). Sorted upserts keep concurrent writers from deadlocking.
CREATE FUNCTION "time_rollups_apply"(changes time_rollup_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(changes) = 0 THEN RETURN; END IF;
	INSERT INTO time_rollup_days AS r (org_id, time_zone, day, member_id, project_id, is_billable, status,
		entries, worked_seconds, billable_amount, cost_amount)
	SELECT c.org_id, c.time_zone, c.day, c.member_id, c.project_id, c.is_billable, c.status,
	       sum(c.entries), sum(c.worked_seconds), sum(c.billable_amount), sum(c.cost_amount)
	  FROM unnest(changes) c
	 GROUP BY 1, 2, 3, 4, 5, 6, 7
	HAVING sum(c.entries) <> 0 OR sum(c.worked_seconds) <> 0 OR sum(c.billable_amount) <> 0 OR sum(c.cost_amount) <> 0
	 ORDER BY 1, 2, 3, 4, 5, 6, 7
	ON CONFLICT ON CONSTRAINT time_rollup_days_key DO UPDATE SET
		entries = r.entries + excluded.entries, worked_seconds = r.worked_seconds + excluded.worked_seconds,
		billable_amount = r.billable_amount + excluded.billable_amount, cost_amount = r.cost_amount + excluded.cost_amount;
	DELETE FROM time_rollup_days r
	 USING (SELECT DISTINCT org_id, time_zone, day, member_id FROM unnest(changes)) c
	 WHERE r.org_id = c.org_id AND r.time_zone = c.time_zone AND r.day = c.day AND r.member_id = c.member_id
	   AND r.entries = 0;

	INSERT INTO time_rollup_member_days AS r (org_id, time_zone, day, member_id, entries, worked_seconds, billable_seconds)
	SELECT c.org_id, c.time_zone, c.day, c.member_id, sum(c.entries), sum(c.worked_seconds),
	       coalesce(sum(c.worked_seconds) FILTER (WHERE c.is_billable), 0)
	  FROM unnest(changes) c
	 WHERE c.status <> 'REJECTED'
	 GROUP BY 1, 2, 3, 4
	HAVING sum(c.entries) <> 0 OR sum(c.worked_seconds) <> 0 OR sum(c.worked_seconds) FILTER (WHERE c.is_billable) <> 0
	 ORDER BY 1, 2, 3, 4
	ON CONFLICT ON CONSTRAINT time_rollup_member_days_key DO UPDATE SET
		entries = r.entries + excluded.entries, worked_seconds = r.worked_seconds + excluded.worked_seconds,
		billable_seconds = r.billable_seconds + excluded.billable_seconds;
	DELETE FROM time_rollup_member_days r
	 USING (SELECT DISTINCT org_id, time_zone, day, member_id FROM unnest(changes)) c
	 WHERE r.org_id = c.org_id AND r.time_zone = c.time_zone AND r.day = c.day AND r.member_id = c.member_id
	   AND r.entries = 0;

	INSERT INTO time_rollup_member_months AS r (org_id, time_zone, month, member_id, entries, worked_seconds, billable_seconds)
	SELECT c.org_id, c.time_zone, date_trunc('month', c.day)::date, c.member_id, sum(c.entries), sum(c.worked_seconds),
	       coalesce(sum(c.worked_seconds) FILTER (WHERE c.is_billable), 0)
	  FROM unnest(changes) c
	 WHERE c.status <> 'REJECTED'
	 GROUP BY 1, 2, 3, 4
	HAVING sum(c.entries) <> 0 OR sum(c.worked_seconds) <> 0 OR sum(c.worked_seconds) FILTER (WHERE c.is_billable) <> 0
	 ORDER BY 1, 2, 3, 4
	ON CONFLICT ON CONSTRAINT time_rollup_member_months_key DO UPDATE SET
		entries = r.entries + excluded.entries, worked_seconds = r.worked_seconds + excluded.worked_seconds,
		billable_seconds = r.billable_seconds + excluded.billable_seconds;
	DELETE FROM time_rollup_member_months r
	 USING (SELECT DISTINCT org_id, time_zone, date_trunc('month', day)::date AS month, member_id FROM unnest(changes)) c
	 WHERE r.org_id = c.org_id AND r.time_zone = c.time_zone AND r.month = c.month AND r.member_id = c.member_id
	   AND r.entries = 0;

	INSERT INTO time_rollup_project_days AS r (org_id, time_zone, day, project_id, entries, worked_seconds,
		billable_seconds, billable_amount, cost_amount)
	SELECT c.org_id, c.time_zone, c.day, c.project_id, sum(c.entries), sum(c.worked_seconds),
	       coalesce(sum(c.worked_seconds) FILTER (WHERE c.is_billable), 0), sum(c.billable_amount), sum(c.cost_amount)
	  FROM unnest(changes) c
	 WHERE c.status <> 'REJECTED'
	 GROUP BY 1, 2, 3, 4
	HAVING sum(c.entries) <> 0 OR sum(c.worked_seconds) <> 0 OR sum(c.billable_amount) <> 0 OR sum(c.cost_amount) <> 0
	    OR sum(c.worked_seconds) FILTER (WHERE c.is_billable) <> 0
	 ORDER BY 1, 2, 3, 4
	ON CONFLICT ON CONSTRAINT time_rollup_project_days_key DO UPDATE SET
		entries = r.entries + excluded.entries, worked_seconds = r.worked_seconds + excluded.worked_seconds,
		billable_seconds = r.billable_seconds + excluded.billable_seconds,
		billable_amount = r.billable_amount + excluded.billable_amount, cost_amount = r.cost_amount + excluded.cost_amount;
	DELETE FROM time_rollup_project_days r
	 USING (SELECT DISTINCT org_id, time_zone, day, project_id FROM unnest(changes)) c
	 WHERE r.org_id = c.org_id AND r.time_zone = c.time_zone AND r.day = c.day
	   AND r.project_id IS NOT DISTINCT FROM c.project_id AND r.entries = 0;

	-- Running totals do not depend on a zone: only the live zone's changes count.
	INSERT INTO time_rollup_project_totals AS r (org_id, project_id, status, entries, worked_seconds,
		billable_seconds, billable_amount, cost_amount)
	SELECT c.org_id, c.project_id, c.status, sum(c.entries), sum(c.worked_seconds),
	       coalesce(sum(c.worked_seconds) FILTER (WHERE c.is_billable), 0), sum(c.billable_amount), sum(c.cost_amount)
	  FROM unnest(changes) c
	 WHERE c.live AND c.project_id IS NOT NULL
	 GROUP BY 1, 2, 3
	HAVING sum(c.entries) <> 0 OR sum(c.worked_seconds) <> 0 OR sum(c.billable_amount) <> 0 OR sum(c.cost_amount) <> 0
	    OR sum(c.worked_seconds) FILTER (WHERE c.is_billable) <> 0
	 ORDER BY 1, 2, 3
	ON CONFLICT ON CONSTRAINT time_rollup_project_totals_key DO UPDATE SET
		entries = r.entries + excluded.entries, worked_seconds = r.worked_seconds + excluded.worked_seconds,
		billable_seconds = r.billable_seconds + excluded.billable_seconds,
		billable_amount = r.billable_amount + excluded.billable_amount, cost_amount = r.cost_amount + excluded.cost_amount;
	DELETE FROM time_rollup_project_totals r
	 USING (SELECT DISTINCT org_id, project_id, status FROM unnest(changes) WHERE live AND project_id IS NOT NULL) c
	 WHERE r.org_id = c.org_id AND r.project_id = c.project_id AND r.status = c.status AND r.entries = 0;
END $$;--> statement-breakpoint
-- Every finished entry a statement inserted, deleted or changed, as rollup changes in each zone.
CREATE FUNCTION "time_entries_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	zones time_rollup_zone[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		zones := time_rollup_zones(ARRAY(SELECT org_id FROM new_rows WHERE end_time IS NOT NULL));
		PERFORM time_rollups_apply(ARRAY(
			SELECT time_rollup_change_of(z, e.member_id, e.project_id, e.start_time, e.is_billable, e.status,
			                             e.worked_seconds, e.bill_rate, e.cost_rate, 1)
			  FROM new_rows e JOIN unnest(zones) z ON z.org_id = e.org_id AND (z.live OR e.member_id <= z.through_member_id)
			 WHERE e.end_time IS NOT NULL));
	ELSIF TG_OP = 'DELETE' THEN
		zones := time_rollup_zones(ARRAY(SELECT org_id FROM old_rows WHERE end_time IS NOT NULL));
		PERFORM time_rollups_apply(ARRAY(
			SELECT time_rollup_change_of(z, e.member_id, e.project_id, e.start_time, e.is_billable, e.status,
			                             e.worked_seconds, e.bill_rate, e.cost_rate, -1)
			  FROM old_rows e JOIN unnest(zones) z ON z.org_id = e.org_id AND (z.live OR e.member_id <= z.through_member_id)
			 WHERE e.end_time IS NOT NULL));
	ELSE
		zones := time_rollup_zones(ARRAY(
			SELECT org_id FROM new_rows WHERE end_time IS NOT NULL
			UNION SELECT org_id FROM old_rows WHERE end_time IS NOT NULL));
		PERFORM time_rollups_apply(ARRAY(
			SELECT time_rollup_change_of(z, e.member_id, e.project_id, e.start_time, e.is_billable, e.status,
			                             e.worked_seconds, e.bill_rate, e.cost_rate, 1)
			  FROM new_rows e JOIN unnest(zones) z ON z.org_id = e.org_id AND (z.live OR e.member_id <= z.through_member_id)
			 WHERE e.end_time IS NOT NULL
			UNION ALL
			SELECT time_rollup_change_of(z, e.member_id, e.project_id, e.start_time, e.is_billable, e.status,
			                             e.worked_seconds, e.bill_rate, e.cost_rate, -1)
			  FROM old_rows e JOIN unnest(zones) z ON z.org_id = e.org_id AND (z.live OR e.member_id <= z.through_member_id)
			 WHERE e.end_time IS NOT NULL));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "time_entries_rollups_insert" AFTER INSERT ON "time_entries"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION time_entries_rollups();--> statement-breakpoint
CREATE TRIGGER "time_entries_rollups_update" AFTER UPDATE ON "time_entries"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION time_entries_rollups();--> statement-breakpoint
CREATE TRIGGER "time_entries_rollups_delete" AFTER DELETE ON "time_entries"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION time_entries_rollups();--> statement-breakpoint
-- Adds the finished entries of some members, in one zone, to the rollups (backfill and rebuild).
CREATE FUNCTION "time_rollups_add_members"(org uuid, zone time_rollup_zone, member_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM time_rollups_apply(ARRAY(
		SELECT time_rollup_change_of(zone, e.member_id, e.project_id, e.start_time, e.is_billable, e.status,
		                             e.worked_seconds, e.bill_rate, e.cost_rate, 1)
		  FROM time_entries e
		 WHERE e.org_id = org AND e.member_id = ANY(member_ids) AND e.end_time IS NOT NULL));
END $$;--> statement-breakpoint
-- A change of an organization's zone starts (or restarts) a rebuild of its day rollups.
CREATE FUNCTION "organizations_rollup_zone"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	rebuild time_rollup_rebuilds;
	total integer;
BEGIN
	PERFORM pg_advisory_xact_lock(20260, hashtext(NEW.id::text));
	SELECT count(*) INTO total FROM members WHERE org_id = NEW.id;
	SELECT * INTO rebuild FROM time_rollup_rebuilds WHERE org_id = NEW.id FOR UPDATE;
	IF NOT FOUND THEN
		INSERT INTO time_rollup_rebuilds (org_id, from_zone, to_zone, members_total)
		VALUES (NEW.id, OLD.time_zone, NEW.time_zone, total);
		RETURN NULL;
	END IF;
	DELETE FROM time_rollup_days WHERE org_id = NEW.id AND time_zone = rebuild.to_zone;
	DELETE FROM time_rollup_member_days WHERE org_id = NEW.id AND time_zone = rebuild.to_zone;
	DELETE FROM time_rollup_member_months WHERE org_id = NEW.id AND time_zone = rebuild.to_zone;
	DELETE FROM time_rollup_project_days WHERE org_id = NEW.id AND time_zone = rebuild.to_zone;
	IF rebuild.from_zone = NEW.time_zone THEN
		DELETE FROM time_rollup_rebuilds WHERE org_id = NEW.id;
	ELSE
		UPDATE time_rollup_rebuilds
		   SET to_zone = NEW.time_zone, done_through_member_id = NULL, members_done = 0, members_total = total,
		       started_at = now()
		 WHERE org_id = NEW.id;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "organizations_rollup_zone" AFTER UPDATE OF "time_zone" ON "organizations"
	FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION organizations_rollup_zone();--> statement-breakpoint
-- One step of a rebuild: the next members (in id order) in the new zone; when none is left the
-- old zone's rows go and the new zone becomes live. Answers whether the rebuild has finished.
CREATE FUNCTION "time_rollups_rebuild_step"(org uuid, batch integer) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
	rebuild time_rollup_rebuilds;
	ids uuid[];
BEGIN
	PERFORM pg_advisory_xact_lock(20260, hashtext(org::text));
	SELECT * INTO rebuild FROM time_rollup_rebuilds WHERE org_id = org FOR UPDATE;
	IF NOT FOUND THEN RETURN true; END IF;
	ids := ARRAY(
		SELECT id FROM members
		 WHERE org_id = org AND (rebuild.done_through_member_id IS NULL OR id > rebuild.done_through_member_id)
		 ORDER BY id LIMIT batch);
	IF cardinality(ids) = 0 THEN
		DELETE FROM time_rollup_days WHERE org_id = org AND time_zone = rebuild.from_zone;
		DELETE FROM time_rollup_member_days WHERE org_id = org AND time_zone = rebuild.from_zone;
	DELETE FROM time_rollup_member_months WHERE org_id = org AND time_zone = rebuild.from_zone;
		DELETE FROM time_rollup_project_days WHERE org_id = org AND time_zone = rebuild.from_zone;
		DELETE FROM time_rollup_rebuilds WHERE org_id = org;
		RETURN true;
	END IF;
	PERFORM time_rollups_add_members(org, ROW(org, rebuild.to_zone, false, NULL)::time_rollup_zone, ids);
	UPDATE time_rollup_rebuilds
	   SET done_through_member_id = ids[cardinality(ids)], members_done = members_done + cardinality(ids),
	       members_total = (SELECT count(*) FROM members WHERE org_id = org)
	 WHERE org_id = org;
	RETURN false;
END $$;--> statement-breakpoint
-- Backfill: every organization's finished entries in its zone, member by member.
DO $$
DECLARE
	m record;
BEGIN
	FOR m IN SELECT mb.org_id, mb.id, o.time_zone FROM members mb JOIN organizations o ON o.id = mb.org_id LOOP
		PERFORM time_rollups_add_members(m.org_id, ROW(m.org_id, m.time_zone, true, NULL)::time_rollup_zone, ARRAY[m.id]);
	END LOOP;
END $$;
