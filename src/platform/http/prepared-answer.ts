/**
 * A route's success answer serialized once and sent as it is, as often as it is asked for: what
 * the report cache keeps (docs/decisions/reports/report-answers-kept-per-database-snapshot.md). For a
 * large answer (GET /projects lists every assigned member) serializing it cost more than all else
 * a cached request does; as bytes it also has a size the cache can count. Also an answer replayed
 * for an Idempotency-Key (idempotency.ts), which keeps the status it was first sent with.
 */
export class PreparedAnswer {
  constructor(
    readonly body: Buffer,
    /** Absent: the route's success status. */
    readonly status?: number,
  ) {}

  get byteLength(): number {
    return this.body.byteLength;
  }
}
