import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { ErrorNotice } from '../../components';
import { useCanApprove } from '../../features/approvals';
import { meQuery, useHasPermission, useMyPermissions, useSignOut } from '../../features/auth';
import { useCanListMembers } from '../../features/members'; // members
import { useCanManageTags } from '../../features/tags'; // tags
import { AcceptTermsGate } from '../../features/account'; // account feature
import { t } from '../../lib/i18n';
// timer
import { TimerBar } from '../../features/timer';
// team and notifications: the Team link, the header's bell and the phone menu
import { NotificationsLink } from '../../features/notifications';
import { useCanSeeTeam } from '../../features/team';
import { ScreenshotsNavItem } from '../../features/screenshots'; // screenshots
import { TrialBanner } from '../../features/plan'; // plan and trial
import { MenuButton } from './menu-button';
import { useHeaderMenu } from './use-header-menu';
import { useFocusMainOnNavigation } from './use-focus-on-navigation';
import { OrganizationSwitcher } from './organization-switcher';

/**
 * The frame of every signed-in screen: brand, notifications, main navigation, organization,
 * sign-out. On a phone the navigation, organization and sign-out fold into a menu (styles.css).
 */
export function AppShell() {
  useFocusMainOnNavigation();
  const router = useRouter();
  const me = useQuery(meQuery);
  const signOut = useSignOut();
  const approvals = useCanApprove();
  // team and notifications
  const team = useCanSeeTeam();
  const menu = useHeaderMenu();
  const menuId = useId();
  // An inbox is one organization's: it needs one, and waits like the timer bar for accepted terms.
  const inbox = !!me.data?.activeOrganization && !me.data.user.needsLegalAcceptance;
  const members = useCanListMembers(); // members
  // Most entries depend on the person's permissions: the list waits for them, whole, instead of
  // growing under the pointer (a click aimed at Settings landed on whatever moved into its place).
  const permissionsPending = useMyPermissions().isPending;
  const tags = useCanManageTags(); // tags
  const clients = useHasPermission('projects.manage'); // clients
  const money = useHasPermission('financials.read'); // invoices
  const ai = useHasPermission('ai.use'); // ai

  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={menu.open ? 'app-header app-header-menu-open' : 'app-header'}>
        <Link to="/" className="brand">
          {t('app.name')}
        </Link>
        {inbox && <NotificationsLink />}
        <MenuButton
          open={menu.open}
          controls={`${menuId}-nav ${menuId}-tools`}
          onToggle={menu.toggle}
          onClose={menu.close}
        />
        <nav
          id={`${menuId}-nav`}
          aria-label={t('app.mainNavigation')}
          aria-busy={permissionsPending}
          className="main-nav"
        >
          {!permissionsPending && (
            <ul>
              <li>
                <Link to="/" activeOptions={{ exact: true }}>
                  {t('nav.home')}
                </Link>
              </li>
              {/* team: only for roles with time.read.all */}
              {team.allowed && (
                <li>
                  <Link to="/team">{t('team.nav')}</Link>
                </li>
              )}
              <ScreenshotsNavItem />
              {/* timesheet */}
              <li>
                <Link to="/timesheet">{t('nav.timesheet')}</Link>
              </li>
              {/* reports */}
              <li>
                <Link to="/reports">{t('reports.nav')}</Link>
              </li>
              {/* projects */}
              <li>
                <Link to="/projects">{t('projects.nav')}</Link>
              </li>
              {/* clients: for roles that manage projects (and so their clients) */}
              {clients.allowed && (
                <li>
                  <Link to="/clients">{t('clients.nav')}</Link>
                </li>
              )}
              {/* activity: everyone who tracks time sees their own; activities.read.all everyone's */}
              <li>
                <Link to="/activity">{t('activity.nav')}</Link>
              </li>
              {/* profitability: for roles that see money */}
              {money.allowed && (
                <li>
                  <Link to="/profitability">{t('profitability.nav')}</Link>
                </li>
              )}
              {/* invoices: for roles that see money */}
              {money.allowed && (
                <li>
                  <Link to="/invoices">{t('invoices.nav')}</Link>
                </li>
              )}
              {/* approvals: only for roles with time.approve */}
              {approvals.allowed && (
                <li>
                  <Link to="/approvals">{t('nav.approvals')}</Link>
                </li>
              )}
              {/* members: for roles that may list them (members.read) */}
              {members && (
                <li>
                  <Link to="/members">{t('members.nav')}</Link>
                </li>
              )}
              {/* tags: for roles that manage them (projects.manage) */}
              {tags.allowed && (
                <li>
                  <Link to="/tags">{t('tags.nav')}</Link>
                </li>
              )}
              {/* ai: roles with ai.use; a plan or trial gate shows on the screen itself */}
              {ai.allowed && (
                <li>
                  <Link to="/ai">{t('ai.nav')}</Link>
                </li>
              )}
              {/* settings: everyone (their own time zone); the calendar is changed by Owners and Admins */}
              <li>
                <Link to="/settings">{t('settings.nav')}</Link>
              </li>
            </ul>
          )}
        </nav>
        <div id={`${menuId}-tools`} className="header-tools">
          {me.data && <OrganizationSwitcher organizations={me.data.organizations} />}
          <button
            type="button"
            className="button button-secondary"
            disabled={signOut.isPending}
            title={me.data ? t('shell.signedInAs', { email: me.data.user.email }) : undefined}
            onClick={() => signOut.mutate(undefined, { onSuccess: () => router.history.push('/sign-in') })}
          >
            {signOut.isPending ? t('shell.signingOut') : t('shell.signOut')}
          </button>
        </div>
      </header>
      {/* timer: on every signed-in screen, once the published terms are accepted (the gate below) */}
      {me.data && !me.data.user.needsLegalAcceptance && <TimerBar />}
      {/* plan and trial: for Owners and Admins, while the trial runs and after it ends */}
      {me.data && !me.data.user.needsLegalAcceptance && <TrialBanner />}
      {signOut.isError && (
        <div className="page-notice">
          <ErrorNotice error={signOut.error} />
        </div>
      )}
      <main id="main" tabIndex={-1} className="page">
        {/* account feature: new terms must be accepted before any signed-in screen */}
        <AcceptTermsGate>
          <Outlet />
        </AcceptTermsGate>
      </main>
    </div>
  );
}
