import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { timeEntries } from '../../src/modules/time/index.js';
import { newId } from '../../src/platform/ids.js';
import type { Actor } from './actors.js';
import type { TestApp } from './app.js';

/** A project as GET/POST/PUT /projects answer it (the fields tests usually read). */
export interface ProjectJson {
  id: string;
  name: string;
  clientName: string;
  code: string;
  description: string | null;
  budgetType: 'FIXED' | 'HOURLY';
  totalBudget: number | null;
  hourlyBillRate: number | null;
  screenshotIntervalMins: number;
  blurScreenshots: boolean;
  billableByDefault: boolean;
  assignedUserIds: string[];
  assignedMembers: Array<{ memberId: string; userId: string; fullName: string; status: string }>;
  isArchived: boolean;
  archivedAt: string | null;
  isPublicShared: boolean;
  hasSharePassword: boolean;
  profitability: Record<string, number | null>;
  createdAt: string;
  updatedAt: string;
}

/**
 * A project created through POST /projects by `actor` (whose role needs projects.manage), with
 * valid required fields and a unique code unless `overrides` says otherwise. To assign members,
 * pass `assignedUserIds` (member or user ids).
 */
export async function createProject(
  t: TestApp,
  actor: Actor,
  overrides: Record<string, unknown> = {},
): Promise<ProjectJson> {
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: actor.headers,
    payload: {
      name: `Project ${suffix}`,
      clientName: 'Client Co',
      code: `P-${suffix}`,
      totalBudget: 10_000,
      screenshotIntervalMins: 10,
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as ProjectJson;
}

/** A task added to a project through the API, as a project manager adds one. */
export async function createTask(t: TestApp, actor: Actor, projectId: string, name: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/tasks`,
    headers: actor.headers,
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().data as { id: string }).id;
}

export interface StoredEntry {
  orgId: string;
  memberId: string;
  projectId: string;
  /** A task of the project (or none). */
  taskId?: string | null;
  startTime: string;
  /** Null: a running timer. */
  endTime: string | null;
  idleSeconds?: number;
  isBillable?: boolean;
  status?: 'PENDING' | 'APPROVED' | 'REJECTED';
  costRate?: string | null;
  billRate?: string | null;
}

/**
 * A time entry written straight to the database, with exactly the rates and status given: for
 * tests of figures computed from entries, independent of the time module's rules.
 */
export async function insertTimeEntry(t: TestApp, entry: StoredEntry): Promise<string> {
  const id = newId();
  await t.database.db.insert(timeEntries).values({
    id,
    orgId: entry.orgId,
    memberId: entry.memberId,
    projectId: entry.projectId,
    taskId: entry.taskId ?? null,
    startTime: new Date(entry.startTime),
    endTime: entry.endTime === null ? null : new Date(entry.endTime),
    source: 'MANUAL',
    idleSeconds: entry.idleSeconds ?? 0,
    isBillable: entry.isBillable ?? true,
    status: entry.status ?? 'APPROVED',
    costRate: entry.costRate ?? null,
    billRate: entry.billRate ?? null,
  });
  return id;
}
