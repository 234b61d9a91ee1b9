export default async function globalTeardown() {
  await (globalThis as any).__E2E_SERVER__?.close();
}
