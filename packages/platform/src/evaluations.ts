// The platform is worth having only if each of its modules runs once per page: a second copy of the
// stores or the client would give an app its own session and cache, silently. Each entry and the
// modules holding page state count their own evaluations here, on `globalThis` (not in module
// state, which a second copy would have afresh), and the singletons journey reads the counts on a
// page that mounted every remote (e2e/tests/singletons.spec.ts).

/** The `globalThis` key of the counts: module name → how many times it was evaluated. */
export const PLATFORM_EVALUATIONS_KEY = '__GENETYPE_PLATFORM_EVALUATIONS__';

export function recordEvaluation(module: string): void {
  const scope = globalThis as { [PLATFORM_EVALUATIONS_KEY]?: Record<string, number> };
  const counts = (scope[PLATFORM_EVALUATIONS_KEY] ??= {});
  counts[module] = (counts[module] ?? 0) + 1;
}
