import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The lanes' files in this order: process, api, unit. The process lane has few files and the
 * longest (a minute each for the server, backup and migration commands); started first, the many
 * short api and unit files fill the other core around them. In vitest's own order (lanes by name)
 * they started last and ran out with one core idle beside them (docs/testing.md, "Speed").
 */
const LANE_ORDER = ['process', 'api', 'unit'];

export class ProcessLaneFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => LANE_ORDER.indexOf(file.project.name);
    // A stable sort: within a lane, vitest's order stays (the longest of the last run first, or
    // the largest file first when there is no last run).
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
