/**
 * Who and what the demo consists of. The addresses use the reserved `.example` domain, so no mail
 * can reach anyone; the bank details are the standard published examples, valid by their check
 * digits and belonging to no one.
 */
export const DEMO = {
  organization: 'Northwind Studio (demo)',
  password: 'punchclock-demo',
  calendar: { timeZone: 'Europe/Berlin', firstDayOfWeek: 1, workingDays: [1, 2, 3, 4, 5] },
  owner: { email: 'olivia@northwind.example', fullName: 'Olivia Owner' },
  members: [
    { email: 'max@northwind.example', fullName: 'Max Manager', role: 'MANAGER', costRate: 45, billableRate: 95 },
    { email: 'mia@northwind.example', fullName: 'Mia Member', role: 'MEMBER', costRate: 35, billableRate: 80 },
    { email: 'noah@northwind.example', fullName: 'Noah Nguyen', role: 'MEMBER', costRate: 38, billableRate: 85 },
    { email: 'ava@northwind.example', fullName: 'Ava Alvarez', role: 'MEMBER', costRate: 32, billableRate: 75 },
  ],
  billingProfile: {
    legalName: 'Northwind Studio GmbH',
    address: 'Torstraße 101\n10119 Berlin\nGermany',
    taxId: 'DE811907980',
    registrationNumber: 'HRB 123456 B, Amtsgericht Charlottenburg',
    email: 'billing@northwind.example',
    bankName: 'Commerzbank',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    paymentTermsDays: 14,
    paymentTerms: 'Payable within 14 days of the invoice date without deduction.',
    invoiceFooter: 'Northwind Studio GmbH · Managing director: Olivia Owner · Thank you for your business.',
  },
  clients: [
    {
      name: 'Contoso',
      billingAddress: 'Contoso Ltd.\n1 Microsoft Way\nRedmond, WA 98052\nUSA',
      contactEmail: 'ap@contoso.example',
      currency: 'USD',
      notes: 'Invoices go to accounts payable; PO number required.',
    },
    {
      name: 'Fabrikam',
      billingAddress: 'Fabrikam AG\nLeopoldstraße 12\n80802 München\nGermany',
      taxId: 'DE129273398',
      contactEmail: 'buchhaltung@fabrikam.example',
      currency: 'EUR',
      defaultBillRate: 110,
    },
    {
      name: 'Tailspin Toys',
      billingAddress: 'Tailspin Toys Ltd\n20 Deansgate\nManchester M3 1AZ\nUnited Kingdom',
      taxId: 'GB980780684',
      contactEmail: 'finance@tailspin.example',
      currency: 'GBP',
    },
  ],
  projects: [
    {
      name: 'Website relaunch',
      client: 'Contoso',
      code: 'WEB',
      // Three weeks of work use a little over 80 % of it: the first budget alert.
      budgetType: 'FIXED',
      totalBudget: 18_000,
      hourlyBillRate: 95,
      screenshotIntervalMins: 10,
      tasks: [
        { name: 'Discovery workshop', estimateHours: 16, done: true },
        { name: 'Page designs', estimateHours: 60 },
        { name: 'Front-end build', estimateHours: 120 },
        { name: 'Content migration', estimateHours: 40 },
      ],
    },
    {
      name: 'Mobile app',
      client: 'Fabrikam',
      code: 'APP',
      budgetType: 'HOURLY',
      totalBudget: 400,
      hourlyBillRate: 110,
      screenshotIntervalMins: 10,
      tasks: [
        { name: 'Onboarding flow', estimateHours: 50 },
        { name: 'Offline sync', estimateHours: 80 },
        { name: 'App store release', estimateHours: 12 },
      ],
    },
    {
      // Sized so that three weeks of the demo's time take it past its budget, with the alert to show for it.
      name: 'Support retainer',
      client: 'Tailspin Toys',
      code: 'SUP',
      budgetType: 'HOURLY',
      totalBudget: 120,
      hourlyBillRate: 80,
      screenshotIntervalMins: 10,
      tasks: [
        { name: 'Bug triage', estimateHours: null },
        { name: 'Hosting and updates', estimateHours: null },
      ],
    },
  ],
  tags: ['Meeting', 'Bugfix', 'Design', 'Research', 'Urgent'],
  weeks: 3,
  /** Who the desktop tracker ran for (indexes into `members`): their activity slots and screenshots. */
  trackedMembers: [1, 2],
  /** The week (0: the oldest) of the member (index into `members`) the manager sends back. */
  rejectedWeek: { week: 1, member: 1 },
  rejection: 'Please split the client calls from the implementation work and add notes to both.',
} as const;

const NOTES = [
  'Design review',
  'Implementation',
  'Client call',
  'Bug fixing',
  'Planning',
  'Code review',
  'Testing',
  'Documentation',
];

/** The tags a note suggests, by index into DEMO.tags. */
const TAGS_OF_NOTE: Record<string, number[]> = {
  'Design review': [2],
  'Client call': [0],
  'Bug fixing': [1],
  Planning: [0, 3],
  Testing: [1],
};

interface WorkBlock {
  /** Minutes after local midnight. */
  startMinutes: number;
  minutes: number;
  project: number;
  task: number;
  notes: string;
  tags: number[];
  isBillable: boolean;
}

/** A morning and an afternoon block that vary by day and person, so reports are not flat. */
export function workBlocks(dayIndex: number, personIndex: number): WorkBlock[] {
  const seed = dayIndex * 7 + personIndex * 3;
  const block = (startMinutes: number, minutes: number, project: number, note: string): WorkBlock => ({
    startMinutes,
    minutes,
    project,
    task: seed + project,
    notes: note,
    tags: [...(TAGS_OF_NOTE[note] ?? []), ...(seed % 11 === 0 ? [4] : [])],
    isBillable: project !== 2 || minutes > 60,
  });
  return [
    block(8 * 60 + (seed % 4) * 15, 180 + (seed % 5) * 15, (dayIndex + personIndex) % 3, NOTES[seed % NOTES.length]!),
    block(
      13 * 60 + (seed % 3) * 15,
      150 + (seed % 6) * 15,
      (dayIndex + personIndex + 1) % 3,
      NOTES[(seed + 3) % NOTES.length]!,
    ),
  ];
}
