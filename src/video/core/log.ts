// Where the player's log lines go (docs/requirements.md §8: missing formats, media errors, subtitle
// fetches and Flash calls are "logged only").

export interface VideoLog {
  warn(...parts: unknown[]): void;
  error(...parts: unknown[]): void;
  /** Only with the player's `debug` option on. */
  debug(...parts: unknown[]): void;
}

const PREFIX = '[storefront-islands] video:';

export function consoleLog(debug: boolean): VideoLog {
  return {
    warn: (...parts) => console.warn(PREFIX, ...parts),
    error: (...parts) => console.error(PREFIX, ...parts),
    debug: (...parts) => {
      if (debug) console.debug(PREFIX, ...parts);
    },
  };
}
