// The clients screens' words. They belong in lib/i18n/en.ts as its `clients` section, which this
// change could not edit (docs/clients.md): moving them there is a copy of this object and
// `text.x` → `t('clients.x')`.
export const CLIENTS_TEXT = {
  nav: 'Clients',
  title: 'Clients',
  intro: 'Whom your organization works for: billing details, currency and the default rate of new projects.',
  readOnly: 'You can see these clients; changing them needs a role that manages projects.',
  newClient: 'New client',
  createTitle: 'New client',
  editTitle: 'Edit {name}',
  search: 'Search clients',
  searchHint: 'By name, ignoring case',
  showArchived: 'Show archived clients',
  empty: 'No clients yet.',
  emptyManage: 'No clients yet. Create the first one, or name one in a project.',
  emptySearch: 'No client matches “{search}”.',
  active: 'Active',
  archived: 'Archived',
  name: 'Name',
  contactEmail: 'Contact email',
  currency: 'Currency',
  currencyHint: 'ISO 4217 code, e.g. USD or EUR',
  defaultBillRate: 'Default hourly bill rate',
  defaultBillRateHint: 'New projects of this client start with it; leave empty for none.',
  taxId: 'Tax id',
  billingAddress: 'Billing address',
  notes: 'Notes',
  none: '—',
  create: 'Create client',
  creating: 'Creating…',
  save: 'Save client',
  saving: 'Saving…',
  saved: 'Client saved.',
  created: 'Client {name} created.',
  edit: 'Edit',
  editLabel: 'Edit {name}',
  close: 'Close',
  fieldProblem: 'Some fields need attention.',
  archive: 'Archive',
  unarchive: 'Restore',
  archiveConfirm: 'Archive {name}? It leaves the client list and the project form; its projects keep working.',
  unarchiveConfirm: 'Restore {name} to the active clients?',
  confirmArchive: 'Yes, archive',
  confirmUnarchive: 'Yes, restore',
  archiving: 'Working…',
  archivedNotice: '{name} was archived.',
  unarchivedNotice: '{name} was restored.',
} as const;

/** A message with its `{name}` slots filled. */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
