import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { ErrorNotice, LoadingState } from '../../components';
import { meQuery, useMyPermissions, useSignOut } from '../../features/auth';
import { AcceptTermsGate } from '../../features/account'; // account feature
import { t } from '../../lib/i18n';
// timer
import { TimerBar } from '../../features/timer';
// notifications: the header's bell
import { NotificationsLink } from '../../features/notifications';
import { TrialBanner } from '../../features/plan'; // plan and trial
import { MenuButton } from './menu-button';
import { useHeaderMenu } from './use-header-menu';
import { useFocusMainOnNavigation } from './use-focus-on-navigation';
import { OrganizationSwitcher } from './organization-switcher';
import { NotInYourRole } from './not-in-your-role';
import { screenOf, screensFor } from './screens';

/**
 * The frame of every signed-in screen: brand, notifications, main navigation, organization,
 * sign-out. On a phone the navigation, organization and sign-out fold into a menu (styles.css).
 */
export function AppShell() {
  useFocusMainOnNavigation();
  const router = useRouter();
  const me = useQuery(meQuery);
  const signOut = useSignOut();
  const menu = useHeaderMenu();
  const menuId = useId();
  // An inbox is one organization's: it needs one, and waits like the timer bar for accepted terms.
  const inbox = !!me.data?.activeOrganization && !me.data.user.needsLegalAcceptance;
  // Most entries depend on the person's permissions: the list waits for them, whole, instead of
  // growing under the pointer (a click aimed at Settings landed on whatever moved into its place).
  const { permissions, isPending: permissionsPending } = useMyPermissions();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const screen = screenOf(pathname);
  // Opened by its address (a bookmark, a link from someone else) without the role for it.
  const notInRole = !permissionsPending && screen !== undefined && !screen.visibleTo(permissions);
  const signedInAndAccepted = !!me.data && !me.data.user.needsLegalAcceptance;

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
              {screensFor(permissions).map((screen) => (
                <li key={screen.to}>
                  <Link to={screen.to} activeOptions={{ exact: screen.to === '/' }}>
                    {t(screen.label)}
                  </Link>
                </li>
              ))}
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
      {/* timer: on every signed-in screen of those who track time, once the published terms are accepted (the gate below) */}
      {signedInAndAccepted && permissions.has('time.track') && <TimerBar />}
      {/* plan and trial: for Owners and Admins, while the trial runs and after it ends */}
      {signedInAndAccepted && <TrialBanner />}
      {signOut.isError && (
        <div className="page-notice">
          <ErrorNotice error={signOut.error} />
        </div>
      )}
      <main id="main" tabIndex={-1} className="page">
        {/* account feature: new terms must be accepted before any signed-in screen */}
        <AcceptTermsGate>
          {/* A screen of the navigation waits for the permissions it is shown by: it would ask
              for what the role may not have before the answer is known. */}
          {screen !== undefined && permissionsPending ? (
            <LoadingState />
          ) : notInRole ? (
            <NotInYourRole screen={t(screen.label)} />
          ) : (
            <Outlet />
          )}
        </AcceptTermsGate>
      </main>
    </div>
  );
}
