import { LoggerService } from '@nestjs/common';
import { Logger } from 'pino';

/**
 * Nest's logger interface over the process's pino logger, so framework and service messages are
 * JSON lines like the request log. Written here rather than taken from nestjs-pino because that
 * package logs requests through a per-request middleware we do not want (see HttpLogController).
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  /** Nest calls error(message, stack?, context?); the context is the last string, a stack has newlines. */
  error(message: unknown, ...rest: unknown[]): void {
    const strings = rest.filter((r): r is string => typeof r === 'string');
    const stack = strings.find((s) => s.includes('\n'));
    const context = strings.filter((s) => s !== stack).pop();
    this.write('error', message, context, stack);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    context?: string,
    stack?: string,
  ): void {
    const bindings = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.logger[level]({ ...bindings, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ ...bindings, ...message });
    else this.logger[level](bindings, String(message));
  }
}
