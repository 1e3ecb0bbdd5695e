/** Spec §4: after questions load (or fail to), the loading indicator stays one second more. */
export const LINGER_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A query function whose result (or failure) arrives LINGER_MS after the load settles. */
export async function withLinger<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } finally {
    await wait(LINGER_MS);
  }
}
