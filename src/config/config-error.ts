/** A configuration problem found at boot; each entry names the variable at fault. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    // One problem fits on one line, so it reads well in a service manager's status output.
    super(
      problems.length === 1
        ? `Invalid configuration: ${problems[0]}`
        : `Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}
