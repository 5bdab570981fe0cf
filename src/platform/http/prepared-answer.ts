/**
 * A route's success answer serialized once and sent as it is, as often as it is asked for: what
 * the report cache keeps (docs/decisions/reports/report-answers-kept-per-database-snapshot.md). For a
 * large answer (GET /projects lists every assigned member) serializing it cost more than all else
 * a cached request does; as bytes it also has a size the cache can count.
 */
export class PreparedAnswer {
  constructor(readonly body: Buffer) {}

  get byteLength(): number {
    return this.body.byteLength;
  }
}
