export default async function globalTeardown(): Promise<void> {
  const harness = globalThis.__genetypeHarness;
  globalThis.__genetypeHarness = undefined;
  await harness?.stop();
}
