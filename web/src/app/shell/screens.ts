// The signed-in screens in the order of the main navigation, each with the permissions that give it
// something to show. The navigation lists only the viewer's, and a screen opened by its address
// without them says so in words instead of showing the errors of requests it should never make.
// The server decides every request; this spares people screens and links that would only answer 403.
import type { MessageKey } from '../../lib/i18n';

type Permissions = ReadonlySet<string>;

export interface Screen {
  to: string;
  label: MessageKey;
  /** Whether a viewer with these permissions has anything on the screen. */
  visibleTo: (permissions: Permissions) => boolean;
}

const everyone = () => true;
const holding =
  (...any: string[]) =>
  (permissions: Permissions) =>
    any.some((permission) => permissions.has(permission));

export const SCREENS: readonly Screen[] = [
  { to: '/', label: 'nav.home', visibleTo: everyone },
  { to: '/team', label: 'team.nav', visibleTo: holding('time.read.all') },
  // Their own screenshots (time.track) or everyone's.
  { to: '/screenshots', label: 'screenshots.nav', visibleTo: holding('time.track', 'screenshots.read.all') },
  { to: '/timesheet', label: 'nav.timesheet', visibleTo: holding('time.track') },
  // Their own time, or everyone's.
  { to: '/reports', label: 'reports.nav', visibleTo: holding('time.track', 'time.read.all') },
  { to: '/projects', label: 'projects.nav', visibleTo: holding('projects.read') },
  { to: '/clients', label: 'clients.nav', visibleTo: holding('clients.manage') },
  // Their own activity, or everyone's.
  { to: '/activity', label: 'activity.nav', visibleTo: holding('time.track', 'activities.read.all') },
  { to: '/profitability', label: 'profitability.nav', visibleTo: holding('financials.read') },
  { to: '/invoices', label: 'invoices.nav', visibleTo: holding('financials.read') },
  { to: '/approvals', label: 'nav.approvals', visibleTo: holding('time.approve') },
  { to: '/members', label: 'members.nav', visibleTo: holding('members.read') },
  { to: '/tags', label: 'tags.nav', visibleTo: holding('projects.manage') },
  // Importing creates people, projects and everyone's time: setting the organization up.
  { to: '/import', label: 'imports.nav', visibleTo: holding('organization.manage') },
  // A plan or trial gate shows on the screen itself.
  { to: '/ai', label: 'ai.nav', visibleTo: holding('ai.use') },
  // Everyone has their own time zone and alerts.
  { to: '/settings', label: 'settings.nav', visibleTo: everyone },
];

/** The screens a viewer with `permissions` has something on, in navigation order. */
export function screensFor(permissions: Permissions): Screen[] {
  return SCREENS.filter((screen) => screen.visibleTo(permissions));
}

/** The screen an address belongs to (its own page or one beneath it), if it is one of SCREENS. */
export function screenOf(pathname: string): Screen | undefined {
  return SCREENS.filter((screen) => screen.to !== '/')
    .filter((screen) => pathname === screen.to || pathname.startsWith(`${screen.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
