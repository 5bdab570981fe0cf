import { describe, expect, it } from 'vitest';
import { pendingIdle, type ActivitySpan } from './idle-detect.rules.js';

const at = (time: string) => new Date(`2026-11-18T${time}:00Z`);

/** A slot from `from` to `to` (HH:MM) with that many active seconds. */
const slot = (from: string, to: string, activeSeconds: number): ActivitySpan => ({
  start: at(from),
  end: at(to),
  activeSeconds,
});

const running = { start: at('09:00'), end: null, idleSeconds: 0, idleAnsweredUntil: null };
const now = at('09:45');

describe('pendingIdle', () => {
  it('finds the run of idle slots a running entry ends with, counted up to now', () => {
    const slots = [
      slot('09:00', '09:10', 400),
      slot('09:10', '09:20', 300),
      slot('09:20', '09:30', 0),
      slot('09:30', '09:40', 0),
    ];
    expect(pendingIdle(running, slots, now)).toEqual({
      since: at('09:20'),
      measuredUntil: at('09:40'),
      idleSeconds: 25 * 60,
    });
  });

  it('takes slots in any order', () => {
    const slots = [slot('09:30', '09:40', 0), slot('09:00', '09:20', 500), slot('09:20', '09:30', 0)];
    expect(pendingIdle(running, slots, now)?.since).toEqual(at('09:20'));
  });

  it('offers nothing when the last slot had input, or when there are no slots', () => {
    expect(pendingIdle(running, [slot('09:00', '09:30', 0), slot('09:30', '09:40', 60)], now)).toBeNull();
    expect(pendingIdle(running, [], now)).toBeNull();
  });

  it('counts a slot with a stray touch (at most 10 s of input) as idle, more as work', () => {
    expect(pendingIdle(running, [slot('09:30', '09:40', 10)], now)?.since).toEqual(at('09:30'));
    expect(pendingIdle(running, [slot('09:30', '09:40', 11)], now)).toBeNull();
  });

  it('offers idle time the slots show for at least 5 minutes, not less', () => {
    expect(pendingIdle(running, [slot('09:00', '09:36', 900), slot('09:36', '09:40', 0)], now)).toBeNull();
    expect(pendingIdle(running, [slot('09:00', '09:35', 900), slot('09:35', '09:40', 0)], now)).toEqual({
      since: at('09:35'),
      measuredUntil: at('09:40'),
      idleSeconds: 600,
    });
  });

  it('ends a run at a gap of more than a minute between slots', () => {
    const slots = [slot('09:10', '09:20', 0), slot('09:20', '09:21', 0), slot('09:23', '09:40', 0)];
    expect(pendingIdle(running, slots, now)?.since).toEqual(at('09:23'));
    const touching = [slot('09:10', '09:20', 0), slot('09:21', '09:40', 0)];
    expect(pendingIdle(running, touching, now)?.since).toEqual(at('09:10'));
  });

  it('starts no earlier than the entry, ignoring slots outside it', () => {
    const slots = [
      slot('08:30', '08:50', 0),
      slot('08:50', '09:10', 0),
      slot('09:10', '09:20', 0),
      slot('09:50', '10:00', 500),
    ];
    expect(pendingIdle(running, slots, at('09:30'))).toEqual({
      since: at('09:00'),
      measuredUntil: at('09:20'),
      idleSeconds: 30 * 60,
    });
  });

  it('measures a stopped entry up to its end, a slot running past the end included', () => {
    const stopped = { ...running, end: at('09:35') };
    expect(pendingIdle(stopped, [slot('09:00', '09:20', 600), slot('09:20', '09:40', 0)], at('12:00'))).toEqual({
      since: at('09:20'),
      measuredUntil: at('09:35'),
      idleSeconds: 15 * 60,
    });
  });

  it('counts only what came after the last answer', () => {
    const slots = [slot('09:00', '09:10', 600), slot('09:10', '09:40', 0)];
    const answered = { ...running, idleAnsweredUntil: at('09:30') };
    expect(pendingIdle(answered, slots, now)).toEqual({
      since: at('09:30'),
      measuredUntil: at('09:40'),
      idleSeconds: 900,
    });
    expect(pendingIdle({ ...running, idleAnsweredUntil: at('09:36') }, slots, now)).toBeNull();
  });

  it('says nothing about a tracker silent for more than an hour', () => {
    const slots = [slot('09:00', '09:10', 600), slot('09:10', '09:40', 0)];
    expect(pendingIdle(running, slots, at('10:40'))?.since).toEqual(at('09:10'));
    expect(pendingIdle(running, slots, at('10:41'))).toBeNull();
  });

  it('never offers more than the entry has left to resolve', () => {
    const slots = [slot('09:00', '09:40', 0)];
    expect(pendingIdle({ ...running, idleSeconds: 1800 }, slots, now)?.idleSeconds).toBe(45 * 60 - 1800);
    expect(pendingIdle({ ...running, idleSeconds: 2500 }, slots, now)).toBeNull();
  });
});
