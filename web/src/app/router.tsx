// Every screen of the app, each loaded only when opened (code split by screen). To add one, see
// docs/web.md: a lazy loader in its feature's index.ts and a route here.
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  type ParsedLocation,
} from '@tanstack/react-router';
import { loadSignInScreen, meQuery, reconcileOrganization, validateSignInSearch } from '../features/auth';
import { loadHomeScreen } from '../features/home';
// portal and approvals
import { loadApprovalsScreen } from '../features/approvals';
// members
import { loadBulkInviteScreen, loadMembersScreen, loadRolesScreen } from '../features/members';
import { loadPortalScreen } from '../features/portal';
import { loadPayResultScreen, validatePayResultSearch } from '../features/payments';
// account feature
import {
  loadAcceptInviteScreen,
  loadLegalScreen,
  loadResetPasswordScreen,
  loadSignUpScreen,
  validateAcceptInviteSearch,
} from '../features/account';
// notifications
import { loadNotificationsScreen } from '../features/notifications';
// team
import { loadTeamScreen } from '../features/team';
import { loadScreenshotsScreen } from '../features/screenshots'; // screenshots
// timesheet
import { loadTimesheetScreen } from '../features/timesheet';
// reports
import { loadReportsScreen, validateReportsSearch } from '../features/reports';
// tags
import { loadTagsScreen } from '../features/tags';
// imports
import { loadImportJobScreen, loadImportScreen } from '../features/imports';
// projects
import { loadProjectScreens, loadProjectsScreen } from '../features/projects';
// clients
import { loadClientsScreen } from '../features/clients';
// invoices
import { loadInvoiceScreens, loadInvoicesScreen } from '../features/invoices';
// profitability
import { loadProfitabilityScreen } from '../features/profitability';
// activity
import { loadActivityScreen } from '../features/activity';
// ai
import { loadAiScreen, validateAiSearch } from '../features/ai';
// settings
import { loadSettingsScreen } from '../features/settings';
// api keys: the person's own in every organization
import { loadOwnKeysScreen, validateOwnKeysSearch } from '../features/api-keys';
import { ApiError } from '../lib/api';
import { NotFoundScreen, RouteError, RoutePending } from './route-states';
import { SignedInFrame } from './shell/signed-in-frame';
import { PublicLayout } from './shell/public-layout';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundScreen,
});

const publicLayout = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: PublicLayout });

const signInRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'sign-in',
  validateSearch: validateSignInSearch,
  component: lazyRouteComponent(loadSignInScreen, 'SignInScreen'),
});

// portal: the public client portal, under the public layout (no way to anything else)
const portalRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'portal/$token',
  component: lazyRouteComponent(loadPortalScreen, 'PortalScreen'),
});
// payments: the page a client lands on after an invoice's pay link (public)
const payResultRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'pay/result',
  validateSearch: validatePayResultSearch,
  component: lazyRouteComponent(loadPayResultScreen, 'PayResultScreen'),
});
// account feature: sign-up, password reset, invitations and the legal pages, open to anyone
const signUpRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'sign-up',
  component: lazyRouteComponent(loadSignUpScreen, 'SignUpScreen'),
});
const resetPasswordRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'reset-password',
  component: lazyRouteComponent(loadResetPasswordScreen, 'ResetPasswordScreen'),
});
const acceptInviteRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'accept-invite',
  validateSearch: validateAcceptInviteSearch,
  component: lazyRouteComponent(loadAcceptInviteScreen, 'AcceptInviteScreen'),
});
const termsRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'legal/terms',
  component: lazyRouteComponent(loadLegalScreen, 'TermsScreen'),
});
const privacyRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'legal/privacy',
  component: lazyRouteComponent(loadLegalScreen, 'PrivacyScreen'),
});
const accountRoutes = [signUpRoute, resetPasswordRoute, acceptInviteRoute, termsRoute, privacyRoute];
// end of account feature

/** Signed-in screens: without a session the person is sent to sign in, then brought back. */
async function requireSession({ context, location }: { context: RouterContext; location: ParsedLocation }) {
  try {
    const me = await context.queryClient.ensureQueryData(meQuery);
    reconcileOrganization(me.organizations);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router redirects by throwing its own object
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    throw error;
  }
}

const appLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: requireSession,
  component: SignedInFrame,
});

const homeRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/',
  component: lazyRouteComponent(loadHomeScreen, 'HomeScreen'),
});

// notifications: the signed-in person's inbox, opened from the header's bell
const notificationsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'notifications',
  component: lazyRouteComponent(loadNotificationsScreen, 'NotificationsScreen'),
});

// team: who is working now (roles with time.read.all)
const teamRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'team',
  component: lazyRouteComponent(loadTeamScreen, 'TeamScreen'),
});

// screenshots: a member's day of screenshots (own, or the team's with screenshots.read.all)
const screenshotsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'screenshots',
  component: lazyRouteComponent(loadScreenshotsScreen, 'ScreenshotsScreen'),
});

// timesheet
const timesheetRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'timesheet',
  component: lazyRouteComponent(loadTimesheetScreen, 'TimesheetScreen'),
});

// reports: time grouped on one or two levels; its filters are the URL's search params
const reportsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'reports',
  validateSearch: validateReportsSearch,
  component: lazyRouteComponent(loadReportsScreen, 'ReportsScreen'),
});

// projects: the list for everyone who sees projects; creating and editing for projects.manage
const projectsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'projects',
  component: lazyRouteComponent(loadProjectsScreen, 'ProjectsScreen'),
});
const projectCreateRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'projects/new',
  component: lazyRouteComponent(loadProjectScreens, 'ProjectCreateScreen'),
});
const projectEditRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'projects/$projectId',
  component: lazyRouteComponent(loadProjectScreens, 'ProjectEditScreen'),
});
const projectRoutes = [projectsRoute, projectCreateRoute, projectEditRoute];

// clients: the organization's clients for everyone who sees projects; changing them for clients.manage
const clientsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'clients',
  component: lazyRouteComponent(loadClientsScreen, 'ClientsScreen'),
});

// invoices: for roles that see money (financials.read); creating and changing them for invoices.manage
const invoiceRoutes = [
  createRoute({
    getParentRoute: () => appLayout,
    path: 'invoices',
    component: lazyRouteComponent(loadInvoicesScreen, 'InvoicesScreen'),
  }),
  createRoute({
    getParentRoute: () => appLayout,
    path: 'invoices/new',
    component: lazyRouteComponent(loadInvoiceScreens, 'NewInvoiceScreen'),
  }),
  createRoute({
    getParentRoute: () => appLayout,
    path: 'invoices/from-time',
    component: lazyRouteComponent(loadInvoiceScreens, 'FromTimeScreen'),
  }),
  createRoute({
    getParentRoute: () => appLayout,
    path: 'invoices/$invoiceId',
    component: lazyRouteComponent(loadInvoiceScreens, 'InvoiceDetailScreen'),
  }),
];

// profitability: the financial summary as charts, for roles that see money (financials.read)
const profitabilityRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'profitability',
  component: lazyRouteComponent(loadProfitabilityScreen, 'ProfitabilityScreen'),
});

// activity: what the tracker saw, and the classification rules (everyone who tracks time)
const activityRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'activity',
  component: lazyRouteComponent(loadActivityScreen, 'ActivityScreen'),
});

// ai: summaries, overview, work day, weekly report and chat in one tabbed screen (?tab=…)
const aiRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'ai',
  validateSearch: validateAiSearch,
  component: lazyRouteComponent(loadAiScreen, 'AiScreen'),
});

// settings: an index of sections, each a page of its own (only those the person's role is for)
const settingsRoutes = [
  createRoute({
    getParentRoute: () => appLayout,
    path: 'settings',
    component: lazyRouteComponent(loadSettingsScreen, 'SettingsIndexScreen'),
  }),
  createRoute({
    getParentRoute: () => appLayout,
    path: 'settings/$section',
    component: lazyRouteComponent(loadSettingsScreen, 'SettingsSectionScreen'),
  }),
];

// the person's own API keys in every organization (where a password reset leads when there are any)
const ownKeysRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'account/api-keys',
  validateSearch: validateOwnKeysSearch,
  component: lazyRouteComponent(loadOwnKeysScreen, 'OwnKeysScreen'),
});

// approvals: managers review pending time
const approvalsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'approvals',
  component: lazyRouteComponent(loadApprovalsScreen, 'ApprovalsScreen'),
});

// members: the organization's members and invitations, and its roles
const membersRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'members',
  component: lazyRouteComponent(loadMembersScreen, 'MembersScreen'),
});
const rolesRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'members/roles',
  component: lazyRouteComponent(loadRolesScreen, 'RolesScreen'),
});
const bulkInviteRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'members/bulk-invite',
  component: lazyRouteComponent(loadBulkInviteScreen, 'BulkInviteScreen'),
});
const membersRoutes = [membersRoute, rolesRoute, bulkInviteRoute];

// tags: the organization's tags, managed by roles with projects.manage
const tagsRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'tags',
  component: lazyRouteComponent(loadTagsScreen, 'TagsScreen'),
});

// imports: bringing time history in from another tool, one screen per import
const importRoutes = [
  createRoute({
    getParentRoute: () => appLayout,
    path: 'import',
    component: lazyRouteComponent(loadImportScreen, 'ImportScreen'),
  }),
  createRoute({
    getParentRoute: () => appLayout,
    path: 'import/$importId',
    component: lazyRouteComponent(loadImportJobScreen, 'ImportJobScreen'),
  }),
];

const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([signInRoute, portalRoute, payResultRoute, ...accountRoutes]),
  appLayout.addChildren([
    homeRoute,
    teamRoute,
    screenshotsRoute, // screenshots
    notificationsRoute,
    timesheetRoute,
    reportsRoute, // reports
    approvalsRoute,
    ...projectRoutes,
    clientsRoute, // clients
    ...invoiceRoutes, // invoices
    profitabilityRoute, // profitability
    activityRoute, // activity
    ...membersRoutes,
    aiRoute, // ai
    ...settingsRoutes, // settings
    ownKeysRoute, // api keys
    tagsRoute, // tags
    ...importRoutes, // imports
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    defaultPreload: 'intent',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
