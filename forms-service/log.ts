type Fields = Record<string, string | number | boolean | undefined>;

export interface Logger {
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
}

/**
 * One JSON object per line on stdout. Callers pass ids, references, routes and counts:
 * never an address, a name or what someone typed.
 */
export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const at =
    (level: string) =>
    (msg: string, fields: Fields = {}) =>
      write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
