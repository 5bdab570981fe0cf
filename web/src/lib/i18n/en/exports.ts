// Settings → Your data: taking one's own data, or the whole organization, away as an archive.
export const exportsMessages = {
  exports: {
    title: 'Your data',
    summary: 'Download your own data, or (Owners) the whole organization',
    mineTitle: 'Your own data',
    mineIntro:
      'A copy of what you have here: your profile, your time entries and timesheets, your screenshots and activity, your notifications, and the names of the projects, tasks and tags your time is on. Rates are not in it: they are the organization’s.',
    allTitle: 'The whole organization',
    allIntro:
      'Everything the organization has: people, clients, projects, tasks, everyone’s time, timesheets, invoices and payments, activity, reports, the stored screenshots and the invoice logo. To move to another Punchclock installation, its administrator restores this archive there.',
    allLeftOut:
      'Left out, because they are secrets of this installation: passwords, API keys, invitation links, portal-link passwords, webhook signing secrets and payment-provider keys. Set those up again where you move to.',
    format:
      'The download is one .tar.gz archive with a spreadsheet (CSV) and a JSON-lines file for each kind of record, the stored files, and a manifest listing what is inside with counts and checksums. It can be downloaded for a week.',
    ask: 'Prepare the download',
    askAgain: 'Prepare a new download',
    asking: 'Asking…',
    counting: 'Counting what goes in…',
    progressLabel: 'Preparing the download',
    progressRows: '{done} of {total} records',
    progressFiles: '{done} of {total} files',
    progressLeft: 'about {time} left',
    ready: 'Ready since {built}; you can download it until {until}.',
    download: 'Download ({size})',
    downloading: 'Downloading…',
    failed: 'Preparing the download failed. Try again.',
    expired: 'The last download has expired. Prepare a new one.',
  },
} as const;
