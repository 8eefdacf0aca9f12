import { pino, type DestinationStream, type Logger } from 'pino';
import { redact } from './redact';

export type { Logger };

export interface LoggerOptions {
  level: string;
  /** Defaults to stdout; tests pass a memory stream. */
  destination?: DestinationStream;
  base?: Record<string, unknown>;
}

/** Structured JSON logs; every argument (objects, messages, child bindings) goes through `redact`. */
export function createLogger({ level, destination, base }: LoggerOptions): Logger {
  const logger = pino(
    {
      level,
      base: base ?? null,
      timestamp: pino.stdTimeFunctions.isoTime,
      // `redact` already turns errors into { type, message, stack, cause }.
      serializers: { err: (value: unknown) => value },
      formatters: {
        level: (label) => ({ level: label }),
        bindings: (bindings) => redact(bindings) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => redact(arg)) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
  // pino applies `formatters.bindings` to the root only; children inherit this override from the root.
  const pinoChild = logger.child;
  logger.child = function (this: Logger, bindings: Record<string, unknown>, options?: object) {
    return pinoChild.call(this, redact(bindings) as Record<string, unknown>, options);
  } as Logger['child'];
  return logger;
}
