/**
 * Setup of the unit lane: its files run without a database, so opening one is a mistake in the
 * file's lane (rename it to `*.test.ts`), reported by openTestDatabase instead of run slowly here.
 */
(globalThis as { punchclockUnitLane?: boolean }).punchclockUnitLane = true;
