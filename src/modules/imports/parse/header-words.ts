/**
 * The header words we know, per field, in English, Spanish, German, French and Portuguese:
 * Clockify writes its headers in the exporting user's UI language, and a generic file's headers
 * are whatever its author typed. Words are compared after normaliseHeader, so case, accents,
 * spacing and a trailing "?" (Harvest's `Billable?`) do not matter.
 */

/** The fields a column can be read as. A mapping names a column for each (mapping.ts). */
export const IMPORT_FIELDS = [
  'personEmail',
  'personName',
  'personFirstName',
  'personLastName',
  'client',
  'project',
  'projectCode',
  'task',
  'tags',
  'description',
  'billable',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  /** The entry's day when the file has no start date (Harvest's `Date`). */
  'date',
  /** Decimal hours: `1.5`, `"1,5"`. */
  'durationHours',
  /** HH:MM or HH:MM:SS; hours may pass 24. */
  'duration',
  'entryType',
  'approved',
  'invoiced',
  'invoiceNumber',
  'billableRate',
  'costRate',
  'currency',
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Lower case, no accents, single spaces, no trailing "?" or ":": `Descripción` → `descripcion`, `Billable?` → `billable`. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim()
    .replace(/\s*[?:]$/, '');
}

const WORDS: Record<ImportField, readonly string[]> = {
  personEmail: [
    'email',
    'e-mail',
    'email address',
    'correo',
    'correo electrónico',
    'e-mail-adresse',
    'courriel',
    'adresse e-mail',
    'adresse électronique',
    'endereço de e-mail',
  ],
  personName: [
    'user',
    'member',
    'person',
    'name',
    'full name',
    'usuario',
    'miembro',
    'nombre completo',
    'benutzer',
    'nutzer',
    'mitglied',
    'mitarbeiter',
    'utilisateur',
    'membre',
    'nom complet',
    'usuário',
    'utilizador',
    'membro',
    'nome completo',
  ],
  personFirstName: ['first name', 'nombre', 'vorname', 'prénom', 'primeiro nome', 'nome'],
  personLastName: [
    'last name',
    'surname',
    'apellido',
    'apellidos',
    'nachname',
    'nom de famille',
    'nom',
    'sobrenome',
    'apelido',
    'último nome',
  ],
  client: ['client', 'customer', 'cliente', 'kunde', 'auftraggeber'],
  project: ['project', 'proyecto', 'projekt', 'projet', 'projeto', 'projecto'],
  projectCode: [
    'project code',
    'código de proyecto',
    'código del proyecto',
    'projektcode',
    'projektnummer',
    'code projet',
    'code du projet',
    'código do projeto',
  ],
  task: ['task', 'activity', 'tarea', 'actividad', 'aufgabe', 'tätigkeit', 'tâche', 'activité', 'tarefa', 'atividade'],
  tags: ['tags', 'tag', 'etiquetas', 'etiqueta', 'schlagwörter', 'stichwörter', 'étiquettes', 'étiquette'],
  description: [
    'description',
    'notes',
    'note',
    'comment',
    'descripción',
    'notas',
    'comentario',
    'beschreibung',
    'notizen',
    'notiz',
    'kommentar',
    'commentaire',
    'descrição',
    'comentário',
  ],
  billable: [
    'billable',
    'facturable',
    'abrechenbar',
    'fakturierbar',
    'verrechenbar',
    'faturável',
    'faturavel',
    'cobrável',
  ],
  startDate: [
    'start date',
    'fecha de inicio',
    'startdatum',
    'anfangsdatum',
    'date de début',
    'data de início',
    'data inicial',
  ],
  startTime: [
    'start time',
    'hora de inicio',
    'startzeit',
    'anfangszeit',
    'heure de début',
    'hora de início',
    'hora inicial',
  ],
  endDate: [
    'end date',
    'fecha de finalización',
    'fecha de fin',
    'fecha final',
    'enddatum',
    'date de fin',
    'data de término',
    'data de fim',
    'data final',
  ],
  endTime: [
    'end time',
    'hora de finalización',
    'hora de fin',
    'hora final',
    'endzeit',
    'heure de fin',
    'hora de término',
    'hora de fim',
  ],
  date: ['date', 'day', 'fecha', 'día', 'datum', 'jour', 'data', 'dia'],
  durationHours: [
    'hours',
    'decimal hours',
    'duration (decimal)',
    'horas',
    'duración (decimal)',
    'stunden',
    'dauer (dezimal)',
    'heures',
    'durée (décimale)',
    'durée (décimal)',
    'duração (decimal)',
  ],
  duration: [
    'duration',
    'duration (h)',
    'duración',
    'duración (h)',
    'dauer',
    'dauer (h)',
    'durée',
    'durée (h)',
    'duração',
    'duração (h)',
  ],
  entryType: ['type', 'tipo', 'typ', 'art'],
  approved: ['approved', 'aprobado', 'genehmigt', 'freigegeben', 'approuvé', 'validé', 'aprovado'],
  invoiced: ['invoiced', 'facturado', 'abgerechnet', 'fakturiert', 'facturé', 'faturado'],
  invoiceNumber: [
    'invoice id',
    'invoice number',
    'invoice',
    'id de factura',
    'número de factura',
    'rechnungs-id',
    'rechnungsnummer',
    'id de facture',
    'numéro de facture',
    'id da fatura',
    'número da fatura',
  ],
  billableRate: [
    'billable rate',
    'rate',
    'hourly rate',
    'tarifa facturable',
    'tarifa',
    'abrechenbarer satz',
    'stundensatz',
    'taux facturable',
    'taux horaire',
    'taxa faturável',
    'tarifa faturável',
  ],
  costRate: ['cost rate', 'tarifa de coste', 'tarifa de costo', 'kostensatz', 'taux de coût', 'taxa de custo'],
  currency: ['currency', 'moneda', 'divisa', 'währung', 'devise', 'monnaie', 'moeda'],
};

/**
 * Columns we recognise and do not read: amounts (we keep rates, amounts follow from them), groups
 * and roles, Clockify's `Date of creation`, Harvest's rounded hours and links. Never an unknown column.
 */
const IGNORED_WORDS = [
  'amount',
  'billable amount',
  'cost amount',
  'importe',
  'importe facturable',
  'importe de coste',
  'betrag',
  'abrechenbarer betrag',
  'kostenbetrag',
  'montant',
  'montant facturable',
  'valor',
  'valor faturável',
  'group',
  'groups',
  'grupo',
  'grupos',
  'gruppe',
  'gruppen',
  'groupe',
  'groupes',
  'roles',
  'role',
  'roles del usuario',
  'rollen',
  'rôles',
  'funções',
  'employee',
  'employee id',
  'department',
  'departamento',
  'abteilung',
  'département',
  'external reference url',
  'hours rounded',
  'rounded hours',
  'date of creation',
  'fecha de creación',
  'erstellungsdatum',
  'date de création',
  'data de criação',
];

/** Money columns whose header may end in a currency: `Amount (EUR)`, `Billable Rate (USD)`, `Amount ()`. */
const MONEY_HEADER = /^(.*\S)\s*\(([a-z]{3})?\)$/;

const FIELD_BY_WORD = new Map<string, ImportField>();
for (const field of IMPORT_FIELDS) for (const word of WORDS[field]) FIELD_BY_WORD.set(normaliseHeader(word), field);
const IGNORED = new Set(IGNORED_WORDS.map(normaliseHeader));
const MONEY_FIELDS = new Set<ImportField>(['billableRate', 'costRate']);

/** What one header is: a field, a known column we do not read, or unknown; and a currency it names. */
interface HeaderMeaning {
  field: ImportField | null;
  ignored: boolean;
  currency: string | null;
}

export function meaningOf(header: string): HeaderMeaning {
  const name = normaliseHeader(header);
  const field = FIELD_BY_WORD.get(name);
  if (field) return { field, ignored: false, currency: null };
  if (IGNORED.has(name)) return { field: null, ignored: true, currency: null };
  const money = MONEY_HEADER.exec(name);
  if (money) {
    const base = money[1] ?? '';
    const currency = money[2]?.toUpperCase() ?? null;
    const moneyField = FIELD_BY_WORD.get(base);
    if (moneyField && MONEY_FIELDS.has(moneyField)) return { field: moneyField, ignored: false, currency };
    if (IGNORED.has(base)) return { field: null, ignored: true, currency };
  }
  return { field: null, ignored: false, currency: null };
}

/** The headers that mark each vendor's export, normalised. */
export const FORMAT_MARKS = {
  /** Clockify's two duration columns, in the UI languages. */
  clockifyDurations: new Set(
    [
      'duration (h)',
      'duration (decimal)',
      'duración (h)',
      'duración (decimal)',
      'dauer (h)',
      'dauer (dezimal)',
      'durée (h)',
      'durée (décimale)',
      'durée (décimal)',
      'duração (h)',
      'duração (decimal)',
    ].map(normaliseHeader),
  ),
  /** Toggl's, with `User` or `Email` beside them (recognizeFormat). */
  toggl: ['project', 'start date', 'start time', 'end date', 'end time', 'duration'],
  harvest: ['date', 'project', 'hours', 'first name', 'last name'],
} as const;
