import { describe, expect, it } from 'vitest';
import { screenOf, screensFor } from './screens';

const labels = (permissions: string[]) => screensFor(new Set(permissions)).map((screen) => screen.to);

describe('screensFor', () => {
  it('gives a Member their own time, projects, team list and AI', () => {
    expect(labels(['members.read', 'projects.read', 'time.track', 'ai.use'])).toEqual([
      '/',
      '/screenshots',
      '/timesheet',
      '/reports',
      '/projects',
      '/activity',
      '/members',
      '/ai',
      '/settings',
    ]);
  });

  it("gives an Accountant the money and everyone's time, without a timesheet or screenshots", () => {
    const accountant = labels([
      'members.read',
      'members.rates.read',
      'projects.read',
      'projects.read.all',
      'clients.manage',
      'time.read.all',
      'financials.read',
      'invoices.manage',
      'ai.use',
    ]);
    expect(accountant).toEqual([
      '/',
      '/team',
      '/reports',
      '/projects',
      '/clients',
      '/profitability',
      '/invoices',
      '/members',
      '/ai',
      '/settings',
    ]);
  });

  it('leaves a role of no permission Home and Settings', () => {
    expect(labels([])).toEqual(['/', '/settings']);
  });
});

describe('screenOf', () => {
  it('finds the screen of an address and of the pages beneath it', () => {
    expect(screenOf('/invoices')?.to).toBe('/invoices');
    expect(screenOf('/invoices/0190-abc')?.to).toBe('/invoices');
    expect(screenOf('/projects/new')?.to).toBe('/projects');
  });

  it('knows no screen for Home, pages outside the navigation, or a look-alike prefix', () => {
    expect(screenOf('/')).toBeUndefined();
    expect(screenOf('/account/keys')).toBeUndefined();
    expect(screenOf('/invoicesx')).toBeUndefined();
  });
});
