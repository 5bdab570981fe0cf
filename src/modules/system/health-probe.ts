/** What the last database probe found: up with its round-trip time, or down. */
type ProbeResult = { up: true; latencyMs: number } | { up: false };

/** How old an answer of GET /health may be: a load balancer polling every second still sees every change. */
const PROBE_MAX_AGE_MS = 1000;

/**
 * GET /health's view of the database: the result of one probe, reused while it is younger than
 * `maxAgeMs` (counted from when the probe began), so that however often /health is polled the
 * database sees at most about one ping a second from it, and never more than one at a time: callers
 * arriving while a probe runs wait for that one. A failed probe is reused the same way; the next
 * probe after it may find the database back.
 */
export function cachedProbe(
  ping: () => Promise<unknown>,
  maxAgeMs = PROBE_MAX_AGE_MS,
  now: () => number = () => performance.now(),
): () => Promise<ProbeResult> {
  let last: { began: number; result: Promise<ProbeResult> } | null = null;
  let inFlight: Promise<ProbeResult> | null = null;

  const probe = async (began: number): Promise<ProbeResult> => {
    try {
      await ping();
      return { up: true, latencyMs: Math.round((now() - began) * 100) / 100 };
    } catch {
      return { up: false };
    }
  };

  return () => {
    if (last && now() - last.began < maxAgeMs) return last.result;
    if (inFlight) return inFlight;
    const began = now();
    const result = probe(began);
    inFlight = result;
    void result.then(() => {
      inFlight = null;
      last = { began, result };
    });
    return result;
  };
}
