import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
// Fields every line has, or that the readable line shows in its own place.
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'responseTime', 'err']);

function clock(time: number): string {
  return new Date(time).toTimeString().slice(0, 8);
}

function extraFields(entry: Record<string, unknown>): string {
  return Object.entries(entry)
    .filter(([name]) => !SHOWN_APART.has(name))
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
}

/**
 * One JSON log line as a person reads it in a terminal: time, level, message, other fields; a request as
 * `GET /api/... 200 12 ms`; an error with its stack.
 */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const request =
    req && res
      ? `${req.method} ${req.url} ${res.statusCode} ${Math.round(Number(entry.responseTime ?? 0))} ms`
      : '';
  const text = [
    clock(Number(entry.time)),
    LEVEL_NAMES[Number(entry.level)] ?? entry.level,
    request || entry.msg,
  ]
    .concat(extraFields(entry) || [])
    .join(' ');
  const error = entry.err as { stack?: string } | undefined;
  return error?.stack ? `${text}\n${error.stack}` : text;
}

/** A destination that writes pino's lines readable to `output` (the terminal by default). */
export function readableLogStream(output: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) output.write(`${formatLogLine(line)}\n`);
      done();
    },
  });
}

/** JSON lines for a log collector; readable lines in development, where a person watches the terminal. */
export function createLogger(level: string, options: { readable: boolean }): Logger {
  return pino(
    {
      level,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        remove: true,
      },
    },
    options.readable ? readableLogStream() : undefined,
  );
}
