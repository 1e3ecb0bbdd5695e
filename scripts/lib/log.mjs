// Console helpers: coloured prefixes when the output is a terminal, plain text otherwise
// (CI logs and files stay readable).
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

const STANDARD_PINO_KEYS = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * Makes a formatter that turns pino JSON log lines (the API logs JSON, as production wants)
 * into one readable line each; anything that is not pino JSON passes through unchanged.
 */
export function createPinoFormatter() {
  // Fastify logs a request twice; show it once, when it completes, with its method and URL.
  const pending = new Map();
  return (line) => {
    if (!line.startsWith('{')) return line;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return line;
    }
    if (typeof entry !== 'object' || entry === null || !('level' in entry)) return line;
    if (entry.msg === 'incoming request' && entry.reqId) {
      pending.set(entry.reqId, entry.req);
      return null;
    }
    const level = LEVELS[entry.level] ?? String(entry.level);
    const time =
      typeof entry.time === 'number' ? new Date(entry.time).toTimeString().slice(0, 8) : '';
    let text = entry.msg ?? '';
    if (entry.msg === 'request completed' && entry.res) {
      const request = entry.req ?? pending.get(entry.reqId);
      pending.delete(entry.reqId);
      text = `${request ? `${request.method} ${request.url} ` : ''}→ ${entry.res.statusCode} (${Math.round(entry.responseTime ?? 0)} ms)`;
    }
    if (entry.err?.message) text += ` — ${entry.err.message}`;
    const extra = Object.entries(entry)
      .filter(([key]) => !STANDARD_PINO_KEYS.has(key))
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(' ');
    if (extra) text += ` ${dim(extra.length > 160 ? `${extra.slice(0, 157)}…` : extra)}`;
    const colour = entry.level >= 50 ? red : entry.level >= 40 ? yellow : (value) => value;
    return `${dim(time)} ${colour(level.padEnd(5))} ${text}`;
  };
}
