// Seconds an operation takes, by the wall clock.
export async function timed<T>(operation: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const started = process.hrtime.bigint();
  const result = await operation();
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, result };
}
