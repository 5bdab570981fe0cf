import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../src/lib/i18n/en.js';
import { checkAtBothWidths } from './support/browser.js';
import { startE2eRun } from './support/run.js';
import { registerOwner } from './support/server.js';
import { apiCall, createProject } from './support/api.js';

const run = startE2eRun();

const tasksPanel = (page: Page) => page.getByRole('region', { name: en.projectTasks.title });
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((message, [name, value]) => message.replace(`{${name}}`, value), text);

/** The task names the timer bar offers for the project. */
async function offeredTasks(page: Page) {
  const bar = page.getByRole('region', { name: en.timer.region });
  await bar.getByLabel(en.timer.project).selectOption({ label: 'Compiler' });
  const select = bar.getByLabel(en.tags.task);
  await select.locator('option').nth(1).waitFor({ state: 'attached' });
  return (await select.locator('option').allInnerTexts()).filter((name) => name !== en.tags.noTask);
}

describe("a project's tasks", () => {
  it('a manager adds, re-estimates, finishes and archives tasks; the timer offers only open ones', async () => {
    const owner = await registerOwner(run.server, 'grace@project-tasks.example');
    const projectId = await createProject(run.server, owner.headers, {
      name: 'Compiler',
      clientName: 'Navy',
      code: 'A0',
    });
    const { page, problems } = await run.signIn(owner);
    await page.goto(`${run.server.appOrigin}/projects/${projectId}`);
    const panel = tasksPanel(page);
    await panel.getByText(en.projectTasks.none).waitFor();

    for (const [name, estimate] of [
      ['Parser', '8'],
      ['Linker', ''],
      ['Optimizer', '12.5'],
    ] as const) {
      await panel.getByLabel(en.projectTasks.name).first().fill(name);
      await panel.getByLabel(en.projectTasks.estimate).first().fill(estimate);
      await panel.getByRole('button', { name: en.projectTasks.add }).click();
      await panel.locator('.task-row', { hasText: name }).waitFor();
    }
    expect(await panel.locator('.task-row', { hasText: 'Optimizer' }).innerText()).toContain('12.5');

    // Linker gets an estimate; Parser is done; Optimizer is archived.
    await panel.getByRole('button', { name: fill(en.projectTasks.editLabel, { name: 'Linker' }) }).click();
    const edit = panel.getByRole('form', { name: fill(en.projectTasks.editLabel, { name: 'Linker' }) });
    await edit.getByLabel(en.projectTasks.estimate).fill('4');
    await edit.getByRole('button', { name: en.projectTasks.save }).click();
    await panel
      .locator('.task-row', { hasText: 'Linker' })
      .getByText(fill(en.projectTasks.estimateOf, { hours: '4' }))
      .waitFor();
    await panel.getByRole('checkbox', { name: fill(en.projectTasks.doneLabel, { name: 'Parser' }) }).check();
    await panel.locator('.task-done', { hasText: 'Parser' }).waitFor();
    await panel.getByRole('button', { name: fill(en.projectTasks.archiveLabel, { name: 'Optimizer' }) }).click();
    await panel.getByText(fill(en.projectTasks.archived, { count: '1' })).waitFor();
    await checkAtBothWidths(page, 'project-tasks');

    const stored = await apiCall<{
      items: Array<{ name: string; estimateHours: number | null; done: boolean; archivedAt: string | null }>;
    }>(run.server, 'GET', `/projects/${projectId}/tasks?status=ALL`, undefined, owner.headers);
    expect(
      stored.items
        .map(
          (task) =>
            `${task.name} ${task.estimateHours} ${task.done ? 'done' : 'open'} ${task.archivedAt ? 'archived' : 'active'}`,
        )
        .sort(),
    ).toEqual(['Linker 4 open active', 'Optimizer 12.5 open archived', 'Parser 8 done active']);

    // The timer offers the open, active task only; bringing Optimizer back offers it again.
    expect(await offeredTasks(page)).toEqual(['Linker']);
    await panel.getByText(fill(en.projectTasks.archived, { count: '1' })).click();
    await panel.getByRole('button', { name: fill(en.projectTasks.unarchiveLabel, { name: 'Optimizer' }) }).click();
    await panel.locator('.task-list').first().locator('.task-row', { hasText: 'Optimizer' }).waitFor();
    expect((await offeredTasks(page)).sort()).toEqual(['Linker', 'Optimizer']);
    expect(problems).toEqual([]);
  });
});
