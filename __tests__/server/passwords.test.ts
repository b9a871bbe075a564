import { expect, it } from 'vitest';
import { hashPassword, passwordHashing, verifyPassword } from '../../server/lib/passwords';

/**
 * Password hashes (argon2, 19 MiB each while they run) are computed a few at a time, no more
 * than the cores can run, and the rest wait their turn (server/lib/passwords.ts).
 */
it('computes a bounded number of password hashes at once; the others wait and all finish', async () => {
  const { atOnce } = passwordHashing();
  expect(atOnce).toBeGreaterThanOrEqual(1);
  const count = atOnce + 4;
  let mostRunning = 0;
  let mostWaiting = 0;
  const watch = setInterval(() => {
    const now = passwordHashing();
    mostRunning = Math.max(mostRunning, now.running);
    mostWaiting = Math.max(mostWaiting, now.waiting);
  }, 1);
  const passwords = Array.from({ length: count }, (_, i) => `passphrase number ${i}`);
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
  clearInterval(watch);

  expect(mostRunning).toBeGreaterThanOrEqual(1);
  expect(mostRunning).toBeLessThanOrEqual(atOnce);
  expect(mostWaiting).toBeGreaterThan(0);
  expect(passwordHashing()).toMatchObject({ running: 0, waiting: 0 });
  // Each hash is its own password's, checked through the same queue.
  const checks = await Promise.all(
    hashes.map((hash, i) => verifyPassword(hash, passwords[(i + 1) % count] as string)),
  );
  expect(checks.every((ok) => ok === false)).toBe(true);
  expect(await verifyPassword(hashes[0], passwords[0] as string)).toBe(true);
});
