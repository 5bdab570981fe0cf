import type { Logger } from 'pino';
import { systemClock, type Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/index.js';
import { startPeriodic, type Periodic } from '../../platform/jobs/periodic.js';
import { enqueueEmail } from '../../platform/outbox/outbox.js';
import {
  disableSubscription,
  leaseDeliveries,
  loadForSending,
  lockDueDeliveries,
  pruneOldEvents,
  recordFailure,
  recordSuccess,
  skipDelivery,
} from '../webhook-outbox/index.js';
import { activeOwnerEmails } from '../members/index.js';
import { activePermissionsOf } from './webhooks.creator.js';
import { deliveryBody } from './webhooks.payload.js';
import {
  DEFAULT_DISABLE_POLICY,
  DEFAULT_SCHEDULE_MS,
  nextDelayMs,
  shouldDisable,
  type DisablePolicy,
} from './webhooks.retry.js';
import { sendWebhook, type SendResult } from './webhooks.sender.js';
import { signedHeaders } from './webhooks.signing.js';
import { signingSecrets, type WebhookSecrets } from './webhooks.secrets.js';

interface Claimed {
  id: string;
  subscriptionId: string;
  orgId: string;
}

export interface WebhookDispatcherOptions {
  database: Database;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Opens the signing secrets sealed at rest (webhooks.secrets.ts). */
  secrets: WebhookSecrets;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: internal addresses and http:// are allowed. */
  allowPrivateTargets: boolean;
  pollMs?: number;
  /** Deliveries in flight at once in this process; one per subscription at a time. */
  concurrency?: number;
  /**
   * Deliveries of one organization in flight at once in this process (default: half of
   * `concurrency`), so one organization's hanging receivers never hold every slot.
   */
  perOrganization?: number;
  timeoutMs?: number;
  /** Delays between attempts; its length + 1 is the number of attempts. */
  schedule?: readonly number[];
  disablePolicy?: DisablePolicy;
  /** What "now" is for permissions and signatures (default: the system's). */
  clock?: Clock;
}

/** How long the delivery log keeps a finished event: a month of history to read and re-deliver. */
const LOG_RETENTION_DAYS = 30;
const PRUNE_EVERY_MS = 3_600_000;
const PRUNE_BATCH = 1_000;

/**
 * Delivers webhook deliveries after commit (docs/webhooks.md). Each claim takes, with
 * `FOR UPDATE SKIP LOCKED`, at most one due delivery per subscription not already in flight here,
 * up to the free slots and at most `perOrganization` per organization, and leases them (next_attempt_at pushed past the timeout) so a worker that
 * dies mid-send only delays them. Each delivery runs on its own: a receiver that hangs holds one
 * slot until its timeout and never the others, and one organization's never more than its share.
 */
export class WebhookDispatcher {
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly perOrganization: number;
  private readonly timeoutMs: number;
  private readonly schedule: readonly number[];
  private readonly disablePolicy: DisablePolicy;
  private readonly clock: Clock;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly busySubscriptions = new Set<string>();
  /** Deliveries in flight here, by organization. */
  private readonly busyOrganizations = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private claiming: Promise<number> | null = null;
  private stopped = true;
  private pruning: Periodic | null = null;

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.pollMs = options.pollMs ?? 1_000;
    this.concurrency = options.concurrency ?? 16;
    this.perOrganization = Math.max(1, options.perOrganization ?? Math.floor(this.concurrency / 2));
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.schedule = options.schedule ?? DEFAULT_SCHEDULE_MS;
    this.disablePolicy = options.disablePolicy ?? DEFAULT_DISABLE_POLICY;
    this.clock = options.clock ?? systemClock;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.tick(0);
    this.pruning ??= startPeriodic({
      task: async (stopped) => {
        while (!stopped() && (await pruneOldEvents(this.options.database.db, LOG_RETENTION_DAYS, PRUNE_BATCH)) > 0);
      },
      everyMs: PRUNE_EVERY_MS,
      onError: (error) => this.options.logger.error({ err: error }, 'webhook log pruning failed'),
    });
  }

  /** Stops claiming and waits for the deliveries in flight (each ends by its timeout at the latest). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const pruned = this.pruning?.stop();
    this.pruning = null;
    await pruned;
    await this.claiming?.catch(() => undefined);
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** Claims what is due and waits for those deliveries; returns how many were attempted. */
  async runOnce(): Promise<number> {
    const started = await this.claimAndStart();
    await Promise.allSettled([...this.inFlight.values()]);
    return started;
  }

  /** Runs until nothing is due now. */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0);
  }

  private tick(delayMs: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.claimAndStart()
        .catch((error: unknown) => {
          this.options.logger.error({ err: error }, 'webhook claim failed');
          return 0;
        })
        // Claimed some: claim again at once, for subscriptions this claim passed over.
        .then(
          (count) => this.tick(count > 0 ? 0 : this.pollMs),
          () => undefined,
        );
    }, delayMs);
    this.timer.unref();
  }

  private claimAndStart(): Promise<number> {
    this.claiming ??= this.claim()
      .then((claimed) => {
        for (const delivery of claimed) this.launch(delivery);
        return claimed.length;
      })
      .finally(() => {
        this.claiming = null;
      });
    return this.claiming;
  }

  private launch(delivery: Claimed) {
    this.busySubscriptions.add(delivery.subscriptionId);
    this.busyOrganizations.set(delivery.orgId, (this.busyOrganizations.get(delivery.orgId) ?? 0) + 1);
    const running = this.deliver(delivery.id)
      .catch((error: unknown) =>
        this.options.logger.error({ err: error, deliveryId: delivery.id }, 'webhook delivery crashed'),
      )
      .finally(() => {
        this.inFlight.delete(delivery.id);
        this.busySubscriptions.delete(delivery.subscriptionId);
        const left = (this.busyOrganizations.get(delivery.orgId) ?? 1) - 1;
        if (left > 0) this.busyOrganizations.set(delivery.orgId, left);
        else this.busyOrganizations.delete(delivery.orgId);
        // A slot is free and this subscription may have more waiting.
        if (!this.stopped) this.tick(0);
      });
    this.inFlight.set(delivery.id, running);
  }

  private async claim(): Promise<Claimed[]> {
    const free = this.concurrency - this.inFlight.size;
    if (free <= 0) return [];
    // Long enough for the send (bounded by the timeout) and writing its result; a worker that
    // died mid-send leaves the delivery due again when the lease runs out (docs/webhooks.md).
    const leaseSeconds = (2 * this.timeoutMs + 5_000) / 1000;
    // A subscription in flight here is left out in the query, not after it: its backlog must not
    // fill the rows this claim looks at and starve the others. Likewise an organization with its
    // share in flight: its backlog must not hide the others'.
    const full = [...this.busyOrganizations].filter(([, count]) => count >= this.perOrganization).map(([id]) => id);
    return this.options.database.db.transaction(async (tx) => {
      const due = await lockDueDeliveries(tx, {
        limit: free * 4,
        exceptSubscriptions: [...this.busySubscriptions],
        exceptOrganizations: full,
      });
      const picked: Claimed[] = [];
      const taken = new Set(this.busySubscriptions);
      const perOrganization = new Map(this.busyOrganizations);
      for (const row of due) {
        if (picked.length >= free) break;
        if (taken.has(row.subscriptionId)) continue;
        const organizationCount = perOrganization.get(row.orgId) ?? 0;
        if (organizationCount >= this.perOrganization) continue;
        taken.add(row.subscriptionId);
        perOrganization.set(row.orgId, organizationCount + 1);
        picked.push(row);
      }
      if (picked.length === 0) return [];
      await leaseDeliveries(
        tx,
        picked.map((delivery) => delivery.id),
        leaseSeconds,
      );
      return picked;
    });
  }

  private async deliver(deliveryId: string): Promise<void> {
    const { db } = this.options.database;
    const loaded = await loadForSending(db, deliveryId);
    if (!loaded) return;
    const { subscription, event } = loaded;
    if (subscription.status !== 'ACTIVE') {
      await this.skip(deliveryId, 'the subscription is disabled');
      return;
    }
    const permissions = await activePermissionsOf(
      db,
      {
        orgId: subscription.orgId,
        memberId: subscription.createdByMemberId,
        apiKeyId: subscription.createdByApiKeyId,
      },
      this.clock.now(),
    );
    const body = deliveryBody(event, permissions);
    if (body === null) {
      await this.skip(
        deliveryId,
        subscription.createdByApiKeyId === null
          ? "the subscription's creator may no longer see this event"
          : "the subscription's creator, or the API key it was created with, may no longer see this event",
      );
      return;
    }
    const now = this.clock.now();
    const secrets = signingSecrets(subscription, now, this.options.secrets);
    if (secrets === null) {
      await this.skip(
        deliveryId,
        "the webhook's signing secret cannot be read since the server's secret changed; rotate the webhook's secret to resume deliveries",
      );
      return;
    }
    const result = await sendWebhook({
      url: subscription.url,
      headers: signedHeaders(secrets, event.id, now, body),
      body,
      timeoutMs: this.timeoutMs,
      allowPrivate: this.options.allowPrivateTargets,
    });
    await this.record(deliveryId, loaded.attempts, subscription, result, now);
  }

  private async skip(deliveryId: string, reason: string) {
    await skipDelivery(this.options.database.db, deliveryId, reason);
  }

  private async record(
    deliveryId: string,
    attempt: number,
    subscription: { id: string; orgId: string; url: string },
    result: SendResult,
    at: Date,
  ) {
    const delivery = { id: deliveryId, subscriptionId: subscription.id };
    const outcome = {
      lastAttemptAt: at,
      responseStatus: result.responseStatus,
      durationMs: result.durationMs,
      error: result.error,
    };
    await this.options.database.db.transaction(async (tx) => {
      if (result.ok) {
        await recordSuccess(tx, delivery, outcome);
        return;
      }
      const delayMs = nextDelayMs(attempt, this.schedule, Math.random());
      const counters = await recordFailure(tx, delivery, outcome, delayMs);
      if (!counters || counters.status !== 'ACTIVE') return;
      if (!shouldDisable(counters.failures, counters.failingSince, at, this.disablePolicy)) return;
      await this.disable(tx, subscription, counters.failures, result.error ?? 'failed');
    });
    if (!result.ok)
      this.options.logger.warn(
        { deliveryId, subscriptionId: subscription.id, attempt, reason: result.error },
        'webhook delivery failed',
      );
  }

  /** Disabled, and its Owners told by email, in one transaction. */
  private async disable(
    tx: Executor,
    subscription: { id: string; orgId: string; url: string },
    failures: number,
    lastError: string,
  ) {
    const reason = `Disabled after ${failures} failed deliveries in a row; last: ${lastError}`;
    await disableSubscription(tx, subscription.id, reason);
    for (const to of await activeOwnerEmails(tx, subscription.orgId)) {
      await enqueueEmail(tx, {
        to,
        organizationId: subscription.orgId,
        subject: 'A Punchclock webhook was disabled',
        text:
          `Your webhook to ${subscription.url} kept failing, so Punchclock has stopped sending to it.\n\n` +
          `${reason}\n\n` +
          'Fix the receiving end, then turn the webhook on again in Punchclock under Settings, Webhooks, ' +
          'where its delivery log shows what failed.\n\n' +
          // For an Owner's developer: the id the API knows it by.
          `Webhook id: ${subscription.id}`,
      });
    }
    this.options.logger.warn({ subscriptionId: subscription.id, failures }, 'webhook subscription disabled');
  }
}
