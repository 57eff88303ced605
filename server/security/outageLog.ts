/**
 * An outage of something the server depends on, logged once: the first failure as an `[error]` line, the failures
 * after it as nothing, and the end of the outage as one `[info]` line. However many requests run into it, an outage
 * is two lines, so a caller who can make us ask (an unauthenticated token with a random `kid`) cannot fill the log.
 */
export interface LogLines {
  error(line: string): void;
  info(line: string): void;
}

export interface OutageLog {
  /** A failure: logged if it starts an outage. */
  failed(line: string): void;
  /** A success: logged if it ends one. */
  recovered(line: string): void;
}

export function outageLog(log: LogLines): OutageLog {
  let down = false;
  return {
    failed(line) {
      if (down) return;
      down = true;
      log.error(line);
    },
    recovered(line) {
      if (!down) return;
      down = false;
      log.info(line);
    },
  };
}
