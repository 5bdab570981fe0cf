// Every string a person reads in the web app, one file per area under en/. A translation has the same
// keys (typed by `Catalogue`), registered in catalogues.ts. `{name}` marks a value filled in by t().
import { shellMessages } from './en/shell.js';
import { projectsMessages } from './en/projects.js';
import { peopleMessages } from './en/people.js';
import { organizationMessages } from './en/organization.js';
import { moneyMessages } from './en/money.js';
import { timeMessages } from './en/time.js';
import { errorHints, errorMessages } from './en/errors.js';
import { fieldRuleMessages } from './en/field-rules.js';
import { importsMessages } from './en/imports.js';
import { exportsMessages } from './en/exports.js';

export const en = {
  ...shellMessages,
  ...projectsMessages,
  ...peopleMessages,
  ...organizationMessages,
  ...moneyMessages,
  ...timeMessages,
  ...fieldRuleMessages,
  ...importsMessages,
  ...exportsMessages,
  errorMessages,
  errorHints,
} as const;
