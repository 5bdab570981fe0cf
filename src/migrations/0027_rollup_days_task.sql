ALTER TABLE "time_rollup_days" DROP CONSTRAINT "time_rollup_days_key";--> statement-breakpoint
ALTER TABLE "time_rollup_days" ADD COLUMN "task_id" uuid;--> statement-breakpoint
ALTER TABLE "time_rollup_days" ADD CONSTRAINT "time_rollup_days_key" UNIQUE NULLS NOT DISTINCT("org_id","time_zone","day","member_id","project_id","task_id","is_billable","status");--> statement-breakpoint
-- The day rollups gain the entry's task (issue 17: "by member, project, task where it exists"), so
-- reports grouped or filtered by task read them too. A change now carries the task; the functions
-- that build and apply changes are replaced to pass it on (the other rollups ignore it).
ALTER TYPE "time_rollup_change" ADD ATTRIBUTE "task_id" uuid;--> statement-breakpoint
DROP FUNCTION "time_rollup_change_of"(time_rollup_zone, uuid, uuid, timestamptz, boolean, text, integer, numeric, numeric, integer);--> statement-breakpoint
CREATE FUNCTION "time_rollup_change_of"(
	z time_rollup_zone, member_id uuid, project_id uuid, task_id uuid, start_time timestamptz, is_billable boolean,
	status text, worked_seconds integer, bill_rate numeric, cost_rate numeric, sign integer
) RETURNS time_rollup_change LANGUAGE sql STABLE AS $$
	SELECT ROW(z.org_id, z.time_zone, z.live, (start_time AT TIME ZONE z.time_zone)::date, member_id, project_id,
		is_billable, status, sign, sign * worked_seconds::bigint,
		CASE WHEN is_billable THEN sign * worked_seconds * coalesce(bill_rate, 0) ELSE 0 END,
		sign * worked_seconds * coalesce(cost_rate, 0), task_id)::time_rollup_change
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "time_rollups_apply"(changes time_rollup_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(changes) = 0 THEN RETURN; END IF;
	INSERT INTO time_rollup_days AS r (org_id, time_zone, day, member_id, project_id, task_id, is_billable, status,
		entries, worked_seconds, billable_amount, cost_amount)
	SELECT c.org_id, c.time_zone, c.day, c.member_id, c.project_id, c.task_id, c.is_billable, c.status,
	       sum(c.entries), sum(c.worked_seconds), sum(c.billable_amount), sum(c.cost_amount)
	  FROM unnest(changes) c
	 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
	HAVING sum(c.entries) <> 0 OR sum(c.worked_seconds) <> 0 OR sum(c.billable_amount) <> 0 OR sum(c.cost_amount) <> 0
	 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
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
CREATE OR REPLACE FUNCTION "time_entries_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	zones time_rollup_zone[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		zones := time_rollup_zones(ARRAY(SELECT org_id FROM new_rows WHERE end_time IS NOT NULL));
		PERFORM time_rollups_apply(ARRAY(
			SELECT time_rollup_change_of(z, e.member_id, e.project_id, e.task_id, e.start_time, e.is_billable, e.status,
			                             e.worked_seconds, e.bill_rate, e.cost_rate, 1)
			  FROM new_rows e JOIN unnest(zones) z ON z.org_id = e.org_id AND (z.live OR e.member_id <= z.through_member_id)
			 WHERE e.end_time IS NOT NULL));
	ELSIF TG_OP = 'DELETE' THEN
		zones := time_rollup_zones(ARRAY(SELECT org_id FROM old_rows WHERE end_time IS NOT NULL));
		PERFORM time_rollups_apply(ARRAY(
			SELECT time_rollup_change_of(z, e.member_id, e.project_id, e.task_id, e.start_time, e.is_billable, e.status,
			                             e.worked_seconds, e.bill_rate, e.cost_rate, -1)
			  FROM old_rows e JOIN unnest(zones) z ON z.org_id = e.org_id AND (z.live OR e.member_id <= z.through_member_id)
			 WHERE e.end_time IS NOT NULL));
	ELSE
		zones := time_rollup_zones(ARRAY(
			SELECT org_id FROM new_rows WHERE end_time IS NOT NULL
			UNION SELECT org_id FROM old_rows WHERE end_time IS NOT NULL));
		PERFORM time_rollups_apply(ARRAY(
			SELECT time_rollup_change_of(z, e.member_id, e.project_id, e.task_id, e.start_time, e.is_billable, e.status,
			                             e.worked_seconds, e.bill_rate, e.cost_rate, 1)
			  FROM new_rows e JOIN unnest(zones) z ON z.org_id = e.org_id AND (z.live OR e.member_id <= z.through_member_id)
			 WHERE e.end_time IS NOT NULL
			UNION ALL
			SELECT time_rollup_change_of(z, e.member_id, e.project_id, e.task_id, e.start_time, e.is_billable, e.status,
			                             e.worked_seconds, e.bill_rate, e.cost_rate, -1)
			  FROM old_rows e JOIN unnest(zones) z ON z.org_id = e.org_id AND (z.live OR e.member_id <= z.through_member_id)
			 WHERE e.end_time IS NOT NULL));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "time_rollups_add_members"(org uuid, zone time_rollup_zone, member_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM time_rollups_apply(ARRAY(
		SELECT time_rollup_change_of(zone, e.member_id, e.project_id, e.task_id, e.start_time, e.is_billable, e.status,
		                             e.worked_seconds, e.bill_rate, e.cost_rate, 1)
		  FROM time_entries e
		 WHERE e.org_id = org AND e.member_id = ANY(member_ids) AND e.end_time IS NOT NULL));
END $$;--> statement-breakpoint
-- The day rows are built again with their task, in every zone they are kept in: each
-- organization's live zone and, while a rebuild runs, the new zone for the members it has done.
DELETE FROM "time_rollup_days";--> statement-breakpoint
INSERT INTO "time_rollup_days" (org_id, time_zone, day, member_id, project_id, task_id, is_billable, status,
	entries, worked_seconds, billable_amount, cost_amount)
SELECT z.org_id, z.time_zone, (e.start_time AT TIME ZONE z.time_zone)::date, e.member_id, e.project_id, e.task_id,
       e.is_billable, e.status, count(*), sum(e.worked_seconds),
       sum(CASE WHEN e.is_billable THEN e.worked_seconds * coalesce(e.bill_rate, 0) ELSE 0 END),
       sum(e.worked_seconds * coalesce(e.cost_rate, 0))
  FROM time_entries e
  JOIN (
	SELECT o.id AS org_id, coalesce(r.from_zone, o.time_zone) AS time_zone, NULL::uuid AS through_member_id
	  FROM organizations o LEFT JOIN time_rollup_rebuilds r ON r.org_id = o.id
	UNION ALL
	SELECT r.org_id, r.to_zone, r.done_through_member_id
	  FROM time_rollup_rebuilds r WHERE r.done_through_member_id IS NOT NULL
  ) z ON z.org_id = e.org_id AND (z.through_member_id IS NULL OR e.member_id <= z.through_member_id)
 WHERE e.end_time IS NOT NULL
 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
