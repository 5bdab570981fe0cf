import type { Config } from '../../config/index.js';
import type { TenantContext } from '../../platform/auth/context.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { sha256 } from '../../platform/auth/secrets.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Executor } from '../../platform/db/index.js';
import { brandOf, calendarOf } from '../organizations/index.js';
import { errors } from '../../platform/http/errors.js';
import { claimAttempt, refundAttempt } from '../../platform/throttle.js';
import { dayOf, lastDays } from '../../platform/dates.js';
import type { ProjectScreenshotReader } from './project-screenshots.port.js';
import type { ProjectTimeReader } from './project-time.port.js';
import type { PortalInvoiceReader } from './portal-invoices.port.js';
import type { PortalLogoReader } from './portal-brand.port.js';
import { createPortalLinks } from './portal-link.js';
import { findShareState, findSharedProject, lockProject, touchProject } from './projects.repository.js';
import { budgetProgress, budgetUsage, centiHours, hundredthsOf, NO_TIME, type BudgetType } from './projects.rules.js';
import { projectNotFound } from './projects.service.js';
import type { PortalView, ShareProjectInput } from './portal.schemas.js';

/** Wrong portal passwords allowed per share and window before every attempt is refused. */
const PORTAL_PASSWORD_ATTEMPTS = 10;
const PORTAL_PASSWORD_WINDOW_SECONDS = 15 * 60;
/** The portal's "recent" time: today and the 29 UTC days before it. */
const PORTAL_PERIOD_DAYS = 30;

/** The same answer for an unknown token, a revoked one and a project no longer shared. */
const portalNotFound = () => errors.notFound('Project portal');

/** The same answer for a missing and a wrong password, naming nothing of the project. */
const passwordRequired = () =>
  errors.unauthorized(
    'This project portal needs a password',
    'Send the password the project owner gave you in the x-portal-password header (or the "password" query parameter).',
  );

/** The organization of the project shared under `token`, or null for an unknown or unshared token. */
export async function portalOrgId(executor: Executor, token: string): Promise<string | null> {
  const project = await findSharedProject(executor, sha256(token));
  return project?.orgId ?? null;
}

/** Where the portal page loads the organization's logo: the token's own route, versioned for caches. */
const portalLogoUrl = (token: string, version: string) =>
  `/api/v1/projects/portal/${encodeURIComponent(token)}/logo?v=${encodeURIComponent(version)}`;

export function createPortalService({
  db,
  clock,
  config,
  projectTime,
  screenshots,
  invoices,
  logos,
}: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'server' | 'jwtSecret' | 'screenshots'>;
  projectTime: ProjectTimeReader;
  screenshots: ProjectScreenshotReader;
  invoices: PortalInvoiceReader;
  logos: PortalLogoReader;
}) {
  const links = createPortalLinks(config.jwtSecret, config.server.publicUrl);

  /**
   * Every attempt with a password claims one of the share's attempts before it is checked, in one
   * statement, so concurrent guesses cannot all slip under the limit; the right password gives
   * back only its own claim, so a parallel burst never gets more than the limit checked.
   */
  async function admit(share: { tokenHash: string; passwordHash: string | null }, password: string | undefined) {
    if (share.passwordHash === null) return;
    if (!password) throw passwordRequired();
    const claim = await claimAttempt(
      db,
      `portal-password:${share.tokenHash}`,
      PORTAL_PASSWORD_ATTEMPTS,
      PORTAL_PASSWORD_WINDOW_SECONDS,
      clock.now(),
    );
    if (!claim.granted)
      throw errors.rateLimited(claim.resetsInSeconds, 'Too many password attempts for this project portal');
    if (!(await verifyPassword(share.passwordHash, password))) throw passwordRequired();
    await refundAttempt(db, claim);
  }

  async function currentLink(executor: Executor, orgId: string, projectId: string) {
    const share = await findShareState(executor, orgId, projectId);
    return share ? links.current(projectId, share) : null;
  }

  return {
    async share(ctx: TenantContext, projectId: string, input: ShareProjectInput) {
      // Hashed before the transaction: argon2 is slow on purpose and must not hold the row lock.
      const passwordHash = input.sharePassword ? await hashPassword(input.sharePassword) : input.sharePassword;
      return db.transaction(async (tx) => {
        const project = await lockProject(tx, ctx.orgId, projectId);
        if (!project) throw projectNotFound(projectId);
        const now = clock.now();
        if (!input.isPublicShared) {
          await touchProject(
            tx,
            ctx.orgId,
            projectId,
            { isPublicShared: false, shareTokenHash: null, shareTokenNonce: null, sharePasswordHash: null },
            now,
          );
          return { projectId, isPublicShared: false, hasSharePassword: false, portalUrl: null };
        }
        const issued = !project.isPublicShared || input.rotateToken ? links.issue(projectId) : null;
        await touchProject(
          tx,
          ctx.orgId,
          projectId,
          {
            isPublicShared: true,
            ...(issued ? { shareTokenHash: issued.tokenHash, shareTokenNonce: issued.nonce } : {}),
            sharePasswordHash: passwordHash,
          },
          now,
        );
        const hasSharePassword = passwordHash === undefined ? project.hasSharePassword : passwordHash !== null;
        const portalUrl = issued ? links.urlOf(issued.token) : await currentLink(tx, ctx.orgId, projectId);
        return { projectId, isPublicShared: true, hasSharePassword, portalUrl };
      });
    },

    /** The share as it stands, with the link in force: shown again without breaking the client's copy. */
    async current(ctx: TenantContext, projectId: string) {
      const share = await findShareState(db, ctx.orgId, projectId);
      if (!share) throw projectNotFound(projectId);
      return {
        projectId,
        isPublicShared: share.isPublicShared,
        hasSharePassword: share.hasSharePassword,
        portalUrl: links.current(projectId, share),
      };
    },

    async view(token: string, password: string | undefined): Promise<PortalView> {
      const tokenHash = sha256(token);
      const project = await findSharedProject(db, tokenHash);
      if (!project) throw portalNotFound();
      await admit({ tokenHash, passwordHash: project.sharePasswordHash }, password);

      const now = clock.now();
      // The client sees days as the agency's calendar has them.
      const { timeZone } = await calendarOf(db, project.orgId);
      const from = lastDays(now, PORTAL_PERIOD_DAYS, timeZone).start;
      const [allTime, byDay, byMember, shots, payable, brand, logoVersion] = await Promise.all([
        projectTime.totalsByProject(db, project.orgId, [project.id], 'APPROVED'),
        projectTime.approvedSecondsByDay(db, project.orgId, project.id, from, timeZone),
        projectTime.approvedSecondsByMember(db, project.orgId, project.id, from),
        screenshots.approvedScreenshots(db, { orgId: project.orgId, projectId: project.id, from, now, config }),
        invoices.payable(db, project.orgId, project.id),
        brandOf(db, project.orgId),
        logos.logoVersion(db, project.orgId),
      ]);
      const type = project.budgetType as BudgetType;
      const totalHundredths = hundredthsOf(project.totalBudget);
      const periodSeconds = byDay.reduce((sum, day) => sum + Number(day.seconds), 0);
      return {
        organization: { ...brand, logoUrl: logoVersion ? portalLogoUrl(token, logoVersion) : null },
        project: {
          name: project.name,
          clientName: project.clientName,
          code: project.code,
          description: project.description,
        },
        budget: {
          type,
          total: totalHundredths / 100,
          ...budgetProgress(totalHundredths, budgetUsage(type, allTime.get(project.id) ?? NO_TIME)),
        },
        approvedTime: {
          from: dayOf(from),
          to: dayOf(now),
          totalHours: centiHours(periodSeconds) / 100,
          byDay: byDay.map((day) => ({ date: day.date, hours: centiHours(Number(day.seconds)) / 100 })),
          byMember: byMember.map((member) => ({
            name: member.fullName,
            hours: centiHours(Number(member.seconds)) / 100,
          })),
        },
        screenshots: shots,
        invoices: payable,
        generatedAt: now.toISOString(),
      };
    },
  };
}
