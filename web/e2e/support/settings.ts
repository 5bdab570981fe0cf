// Settings is an index of sections, each a page of its own (web/src/features/settings).
import type { Locator, Page } from 'playwright-core';
import { en } from '../../src/lib/i18n/en.js';

/** The list of Settings' sections: on the index, and beside a section's page at desktop width. */
export const settingsSections = (page: Page) => page.getByRole('navigation', { name: en.settings.sectionsLabel });

/** Opens Settings from the app's navigation, then the section by its name in the list. */
export async function openSettingsSection(page: Page, section: string): Promise<void> {
  await page.getByRole('link', { name: en.settings.nav, exact: true }).click();
  await settingsSections(page).first().getByRole('link', { name: section, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: en.settings.title }).waitFor();
}

/** Types into a time zone picker and chooses the listed zone whose name (zone, offset) matches. */
export async function chooseTimeZone(picker: Locator, typed: string, zone: RegExp): Promise<void> {
  await picker.fill(typed);
  await picker.page().getByRole('option', { name: zone }).click();
}
