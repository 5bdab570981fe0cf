import { describe, expect, it } from 'vitest';
import { noticeStage, trialNoticeOf } from './trial';

const now = new Date('2026-11-24T12:00:00Z');
const trial = (endsAt: string, trialExpired = false) => ({ storedPlan: 'TRIAL', trialEndsAt: endsAt, trialExpired });

describe('trialNoticeOf', () => {
  it('counts started days as whole days left', () => {
    expect(trialNoticeOf(trial('2026-12-08T12:00:00Z'), now)).toEqual({
      kind: 'running',
      endsAt: '2026-12-08T12:00:00Z',
      daysLeft: 14,
      urgent: false,
    });
    expect(trialNoticeOf(trial('2026-11-28T13:00:00Z'), now)).toMatchObject({ daysLeft: 5, urgent: false });
    expect(trialNoticeOf(trial('2026-11-27T12:00:00Z'), now)).toMatchObject({ daysLeft: 3, urgent: true });
    expect(trialNoticeOf(trial('2026-11-24T12:30:00Z'), now)).toMatchObject({ daysLeft: 1, urgent: true });
  });

  it('trusts the server on whether the trial has ended, whatever the browser clock says', () => {
    expect(trialNoticeOf(trial('2026-11-24T11:00:00Z', true), now)).toEqual({
      kind: 'ended',
      endedAt: '2026-11-24T11:00:00Z',
    });
    // The browser's clock is ahead of the server's: still running, on its last day.
    expect(trialNoticeOf(trial('2026-11-24T11:00:00Z', false), now)).toMatchObject({ kind: 'running', daysLeft: 1 });
  });

  it('says nothing about a plan the operator set', () => {
    for (const storedPlan of ['FREE', 'PRO', 'TEAM'])
      expect(trialNoticeOf({ storedPlan, trialEndsAt: null, trialExpired: false }, now)).toBeNull();
  });

  it('names the stage so hiding the calm notice does not hide the urgent or final one', () => {
    const stages = ['2026-12-08T12:00:00Z', '2026-11-25T12:00:00Z'].map((endsAt) =>
      noticeStage(trialNoticeOf(trial(endsAt), now)!),
    );
    expect([...stages, noticeStage({ kind: 'ended', endedAt: '2026-11-20T00:00:00Z' })]).toEqual([
      'running',
      'urgent',
      'ended',
    ]);
  });
});
