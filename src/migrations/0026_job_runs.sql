CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	"claimed_by" text NOT NULL
);
