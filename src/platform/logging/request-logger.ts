import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogFn = FastifyBaseLogger['info'];

/**
 * A request's logger, made into a real pino child (with the request id bound) only when something
 * logs through it. Fastify makes a child per request up front; most requests never use it (their
 * one access-log line is written by the log controller), and building a child's bindings was about
 * 4% of the server's CPU on a small route.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level() {
    return this.made?.level ?? this.options?.level ?? this.parent.level;
  }

  set level(level) {
    this.real.level = level;
  }

  fatal(...args: Parameters<LogFn>) {
    this.real.fatal(...args);
  }

  error(...args: Parameters<LogFn>) {
    this.real.error(...args);
  }

  warn(...args: Parameters<LogFn>) {
    this.real.warn(...args);
  }

  info(...args: Parameters<LogFn>) {
    this.real.info(...args);
  }

  debug(...args: Parameters<LogFn>) {
    this.real.debug(...args);
  }

  trace(...args: Parameters<LogFn>) {
    this.real.trace(...args);
  }

  silent(...args: Parameters<LogFn>) {
    this.real.silent(...args);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** For buildApp's `childLoggerFactory`. */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
  return new LazyRequestLogger(logger, bindings, options);
}
