import { expect, test } from 'vitest';
import { createSingleFlight } from './single-flight';

test('a second click while the first payment runs does not start another one', async () => {
  const flight = createSingleFlight();
  let charges = 0;
  let finish: () => void = () => undefined;
  const pay = () =>
    new Promise<void>((resolve) => {
      charges += 1;
      finish = resolve;
    });

  const first = flight.run(pay);
  const second = flight.run(pay);
  expect(await second).toBe(false);
  expect(flight.running).toBe(true);
  finish();
  expect(await first).toBe(true);
  expect(charges).toBe(1);
});

test('after a failed attempt the candidate can try again', async () => {
  const flight = createSingleFlight();
  await expect(flight.run(() => Promise.reject(new Error('declined')))).rejects.toThrow('declined');
  expect(flight.running).toBe(false);
  expect(await flight.run(() => Promise.resolve())).toBe(true);
});
