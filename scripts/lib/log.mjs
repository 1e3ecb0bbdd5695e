// Console helpers: coloured prefixes when the output is a terminal, plain text otherwise
// (CI logs and files stay readable).
import { prettyFactory } from 'pino-pretty';

const useColour = process.stdout.isTTY && !process.env.NO_COLOR;

const code = (open, close) => (text) =>
  useColour ? `\x1b[${open}m${text}\x1b[${close}m` : String(text);
export const bold = code(1, 22);
export const dim = code(2, 22);
export const red = code(31, 39);
export const green = code(32, 39);
export const yellow = code(33, 39);
export const cyan = code(36, 39);

const palette = [36, 35, 34, 33, 32, 96, 95];
const prefixColours = new Map();

/** A fixed-width, coloured `[name]` prefix; the same name always gets the same colour. */
export function prefix(name, width = 18) {
  if (!prefixColours.has(name))
    prefixColours.set(name, palette[prefixColours.size % palette.length]);
  const label = `[${name}]`.padEnd(width);
  return code(prefixColours.get(name), 39)(label);
}

/**
 * Writes a stream line by line, each line behind `label`, optionally reformatted
 * (`format` returns the text to show, or null to drop the line). Returns a flush function.
 */
export function pipeLines(
  stream,
  label,
  write = (line) => process.stdout.write(line),
  format = (line) => line,
) {
  let rest = '';
  const emit = (line) => {
    const shown = format(line);
    if (shown !== null) write(`${label} ${shown}\n`);
  };
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split(/\r?\n/);
    rest = lines.pop() ?? '';
    for (const line of lines) emit(line);
  });
  const flush = () => {
    if (rest) emit(rest);
    rest = '';
  };
  stream.on('end', flush);
  return flush;
}

export function heading(text) {
  const line = '─'.repeat(Math.max(8, 72 - text.length));
  console.log(`\n${bold(cyan(`── ${text} ${line}`))}`);
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Makes a formatter that turns pino JSON log lines (the API logs JSON, as production wants) into
 * one readable line each with pino-pretty; anything that is not pino JSON passes through unchanged.
 */
export function createPinoFormatter() {
  const pretty = prettyFactory({
    colorize: useColour,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime,err',
    messageFormat: (entry, messageKey) => {
      let text = entry[messageKey] ?? '';
      if (entry.res && entry.req)
        text = `${entry.req.method} ${entry.req.url} → ${entry.res.statusCode} (${Math.round(entry.responseTime ?? 0)} ms)`;
      return entry.err?.message ? `${text} — ${entry.err.message}` : text;
    },
  });
  // Fastify logs a request twice; show it once, when it completes, with its method and URL.
  const pending = new Map();
  return (line) => {
    let entry;
    try {
      entry = line.startsWith('{') ? JSON.parse(line) : null;
    } catch {
      // not JSON: shown as it is
    }
    if (typeof entry !== 'object' || entry === null || !('level' in entry)) return line;
    if (entry.msg === 'incoming request' && entry.reqId) {
      pending.set(entry.reqId, entry.req);
      return null;
    }
    if (entry.res && !entry.req && pending.has(entry.reqId)) entry.req = pending.get(entry.reqId);
    pending.delete(entry.reqId);
    return pretty(entry).trimEnd();
  };
}
