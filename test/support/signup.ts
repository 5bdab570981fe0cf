import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp } from './app.js';
import { codeIn, lastEmailTo } from './actors.js';
import { testClock } from './clock.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

/**
 * One app on a test clock and an SMTP sink for a sign-up test file, with the calls those files
 * make: registers its own beforeAll/afterAll. Sign-up tests hash at the production cost, not the
 * lane's low test cost (src/platform/auth/passwords.ts).
 */
export function signupTestApp() {
  delete process.env.PUNCHCLOCK_TEST_PASSWORD_COST;
  const clock = testClock();
  const state = {} as { t: TestApp; sink: SmtpSink };
  beforeAll(async () => {
    state.t = await buildTestApp({ clock });
    state.sink = await startSmtpSink();
  });
  afterAll(async () => {
    await state.t.close();
    await state.sink.close();
  });

  const post = (url: string, payload: unknown) =>
    state.t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object });

  async function sendAndReadCode(email: string): Promise<string> {
    const response = await post('/auth/send-otp', { email });
    expect(response.statusCode, response.body).toBe(200);
    return codeIn((await lastEmailTo(state.t, email)).text);
  }

  return { clock, state, post, sendAndReadCode };
}

export function registration(email: string, otp: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    fullName: 'Ada Lovelace',
    organizationName: 'Analytical Engines',
    password: 'difference-engine',
    otp,
    acceptedTerms: true,
    ...overrides,
  };
}
