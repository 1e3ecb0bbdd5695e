const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * Parses `15m`, `30d`, `500ms`, `45s`, `2h`; a bare number is read as seconds, the convention of
 * most token-lifetime settings. Returns null for anything else so the caller can report it.
 */
export function parseDuration(text: string): number | null {
  const match = /^\s*(\d+)\s*(ms|s|m|h|d)?\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2]?.toLowerCase() ?? 's') as keyof typeof UNIT_MS;
  const ms = amount * UNIT_MS[unit];
  return Number.isSafeInteger(ms) ? ms : null;
}
