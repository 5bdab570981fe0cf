// The strings of tasks and tags. web/src/lib/i18n/en.ts is the home of every string; these wait
// here only because that file was not this change's to edit, and move into it as its `tags`
// section (then read through t()) when the branch is merged.
export const tagsText = {
  nav: 'Tags',
  title: 'Tags',
  intro: 'Tags label time across projects, for example “Meeting” or “Overtime”. Everyone who tracks time can use them.',
  readOnly: 'Only managers add or archive tags.',
  newTag: 'New tag',
  add: 'Add tag',
  adding: 'Adding…',
  active: 'Active tags',
  archived: 'Archived tags',
  none: 'No tags yet.',
  archive: 'Archive',
  unarchive: 'Bring back',
  archiveLabel: 'Archive tag {name}',
  unarchiveLabel: 'Bring back tag {name}',
  task: 'Task',
  noTask: 'No task',
  chooseProjectFirst: 'Choose a project first',
  pickTags: 'Choose tags',
  tags: 'Tags',
  noTagsToPick: 'No tags yet: a manager adds them under Tags.',
} as const;

/** A message with `{name}` slots filled. */
export function tagsMessage(key: keyof typeof tagsText, values: Record<string, string> = {}): string {
  return tagsText[key].replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
