export const API_NAME = 'Punchclock API';
export const API_VERSION = '1.0.0';
export const API_DESCRIPTION =
  'Multi-tenant workforce management: time tracking with screenshots as proof of work, timesheet approval, live team view, budgets, invoices, a client portal and AI reports.';
