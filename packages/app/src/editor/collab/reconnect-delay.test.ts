import { expect, test } from 'vitest';
import { reconnectDelay } from './reconnect-delay.ts';

test('waits longer after each failed attempt, never more than about ten seconds', () => {
  const middle = () => 0.5;
  expect(reconnectDelay(0, middle)).toBe(500);
  expect(reconnectDelay(1, middle)).toBe(1000);
  expect(reconnectDelay(3, middle)).toBe(4000);
  expect(reconnectDelay(20, middle)).toBe(10_000);
  expect(reconnectDelay(20, () => 1)).toBeLessThanOrEqual(12_500);
});
