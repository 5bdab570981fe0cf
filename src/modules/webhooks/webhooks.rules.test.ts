import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { isPermission } from '../rbac/index.js';
import { deliveryBody, narrowTo, PAYLOAD_PERMISSIONS, PAYLOAD_VIEW } from './webhooks.payload.js';
import { DEFAULT_SCHEDULE_MS, nextDelayMs, shouldDisable } from './webhooks.retry.js';
import { newWebhookSecret, signedHeaders } from './webhooks.signing.js';
import {
  hostOf,
  isPublicAddress,
  resolveSafely,
  UnsafeTargetError,
  urlProblem,
  type HostLookup,
} from './webhooks.ssrf.js';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.5.5.5',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.88.99.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    // Every form that embeds, translates or tunnels an IPv4 address, whatever it carries.
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '::ffff:8.8.8.8',
    '::127.0.0.1',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a9fe:a9fe',
    '64:ff9b::7f00:1',
    '64:ff9b:1::7f00:1',
    '2002:7f00:1::',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    '3fff::1',
    'fe80::1%eth0',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e'])(
    'allows %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it('reads an address as the URL parser writes it: bracketed IPv6 forms of 127.0.0.1 are refused', () => {
    for (const url of ['https://[::127.0.0.1]/', 'https://[::ffff:0:127.0.0.1]/', 'https://[64:ff9b:1::7f00:1]/'])
      expect(isPublicAddress(hostOf(new URL(url)))).toBe(false);
  });
});

describe('resolveSafely', () => {
  const dns =
    (answers: Record<string, string[]>): HostLookup =>
    async (host) => {
      const addresses = answers[host];
      if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
  const lookup = dns({
    'hooks.example.com': ['93.184.215.14'],
    'rebound.example.com': ['10.0.0.5'],
    'mixed.example.com': ['93.184.215.14', '169.254.169.254'],
    'six.example.com': ['fd00::1'],
    'empty.example.com': [],
  });
  const refusal = (host: string) =>
    resolveSafely(host, false, lookup).then(
      () => 'resolved',
      (error: Error) => `${error.constructor.name}: ${error.message}`,
    );

  it('refuses internal, mixed, unresolvable and empty answers with one text that names no address', async () => {
    const answers = await Promise.all(
      [
        'rebound.example.com',
        'mixed.example.com',
        'six.example.com',
        'nowhere.example.com',
        'empty.example.com',
        '10.0.0.5',
        'localhost',
      ].map(refusal),
    );
    expect(new Set(answers)).toEqual(new Set([`UnsafeTargetError: ${new UnsafeTargetError().message}`]));
    expect(answers[0]).not.toMatch(/10\.0\.0\.5|rebound/);
  });

  it('passes a public one, and an internal one when private targets are allowed', async () => {
    expect(await resolveSafely('hooks.example.com', false, lookup)).toEqual([{ address: '93.184.215.14', family: 4 }]);
    expect(await resolveSafely('rebound.example.com', true, lookup)).toEqual([{ address: '10.0.0.5', family: 4 }]);
  });
});

describe('urlProblem', () => {
  it('wants https unless private targets are allowed, and no credentials', () => {
    expect(urlProblem('https://example.com/hook', false)).toBeNull();
    expect(urlProblem('http://example.com/hook', false)).toBe('must start with https://');
    expect(urlProblem('http://example.com/hook', true)).toBeNull();
    expect(urlProblem('ftp://example.com/', true)).toBe('must start with https://');
    expect(urlProblem('https://user:pw@example.com/', false)).toMatch(/user name/);
    expect(urlProblem('nonsense', false)).toBe('not a valid URL');
  });

  it('refuses line breaks, tabs, spaces and other control characters, which the URL parser would drop', () => {
    for (const raw of [
      'https://example.com/a\r\nX-Injected: 1',
      'https://exa\tmple.com/',
      'https://example.com/a b',
      'https://example.com/\u0000',
      ' https://example.com/',
    ])
      expect(urlProblem(raw, false), JSON.stringify(raw)).toMatch(/control characters/);
  });
});

describe('signing', () => {
  it('is verified by the Standard Webhooks library, with each of several secrets', () => {
    const [first, second] = [newWebhookSecret(), newWebhookSecret()];
    const body = JSON.stringify({ hello: 'world' });
    const headers = signedHeaders([first, second], 'msg_1', new Date(), body);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(first).verify(body, headers)).toEqual({ hello: 'world' });
    expect(new Webhook(second).verify(body, headers)).toEqual({ hello: 'world' });
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(first).verify(`${body} `, headers)).toThrow();
  });
});

describe('retry schedule', () => {
  it('spans about a day and ends', () => {
    const average = DEFAULT_SCHEDULE_MS.reduce((sum, delay) => sum + nextDelayMs(1, [delay], 0.5)!, 0);
    expect(average / 3_600_000).toBeGreaterThan(22);
    expect(average / 3_600_000).toBeLessThan(26);
    expect(nextDelayMs(DEFAULT_SCHEDULE_MS.length + 1, DEFAULT_SCHEDULE_MS, 0.5)).toBeNull();
  });

  it('jitters between half and all of each delay', () => {
    expect(nextDelayMs(1, [1_000], 0)).toBe(500);
    expect(nextDelayMs(1, [1_000], 0.999)).toBeLessThanOrEqual(1_000);
  });

  it('disables after enough failures for long enough', () => {
    const policy = { minFailures: 3, afterMs: 1_000 };
    const since = new Date('2026-01-01T00:00:00Z');
    expect(shouldDisable(2, since, new Date('2026-01-02T00:00:00Z'), policy)).toBe(false);
    expect(shouldDisable(3, since, new Date('2026-01-01T00:00:00.500Z'), policy)).toBe(false);
    expect(shouldDisable(3, since, new Date('2026-01-01T00:00:01Z'), policy)).toBe(true);
    expect(shouldDisable(9, null, new Date(), policy)).toBe(false);
  });
});

describe('payload narrowing', () => {
  const project = {
    id: 'p',
    budgetType: 'FIXED',
    totalBudget: 1000,
    hourlyBillRate: 100,
    profitability: {
      hoursLogged: 2,
      billableAmount: 200,
      cost: 50,
      profit: 150,
      marginPercent: 75,
      budgetUsedPercent: 20,
      budgetRemaining: 800,
    },
  };

  it('keeps everything for a creator with financials.read', () => {
    expect(narrowTo(project, new Set(['financials.read', 'members.rates.read']))).toEqual(project);
  });

  it('nulls money as GET /projects does without financials.read', () => {
    expect(narrowTo(project, new Set())).toEqual({
      id: 'p',
      budgetType: 'FIXED',
      totalBudget: null,
      hourlyBillRate: null,
      profitability: {
        hoursLogged: 2,
        billableAmount: null,
        cost: null,
        profit: null,
        marginPercent: null,
        budgetUsedPercent: null,
        budgetRemaining: null,
      },
    });
  });

  it('nulls rates without members.rates.read', () => {
    expect(narrowTo({ id: 'e', costRate: 10, billRate: 20 }, new Set(['financials.read']))).toEqual({
      id: 'e',
      costRate: null,
      billRate: null,
    });
  });

  it('drops invoice events for a creator without financials.read', () => {
    const event = { id: 'x', type: 'invoice.created', orgId: 'o', occurredAt: new Date(), data: {} };
    expect(deliveryBody(event, new Set())).toBeNull();
    expect(deliveryBody(event, new Set(['financials.read']))).not.toBeNull();
  });
});

describe('the payload view', () => {
  it('declares each hidden field with real permissions, and they are what a redirect must hold', () => {
    const rules = Object.values(PAYLOAD_VIEW).flatMap((fields) => Object.values(fields));
    expect(rules.flatMap((rule) => rule.shownWith).every((permission) => isPermission(permission))).toBe(true);
    expect(new Set(PAYLOAD_PERMISSIONS)).toEqual(new Set(['members.rates.read', 'financials.read', 'projects.manage']));
  });

  it('shows each declared field to a holder of one of its permissions only', () => {
    const member = { id: 'm', costRate: 30, billableRate: 90, fullName: 'Ann' };
    expect(narrowTo(member, new Set(['members.rates.read']))).toEqual(member);
    expect(narrowTo(member, new Set(['financials.read']))).toEqual({ ...member, costRate: null, billableRate: null });
  });

  it('keeps an hours budget for everyone: only a money budget is money', () => {
    const project = { id: 'p', budgetType: 'HOURLY', totalBudget: 100, profitability: { budgetUsedPercent: 40 } };
    expect(narrowTo(project, new Set())).toEqual(project);
  });
});
