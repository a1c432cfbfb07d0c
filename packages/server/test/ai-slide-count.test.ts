import { describe, expect, test } from 'vitest';
import { signIn } from './helpers/accounts.ts';
import { readStream as stream } from './helpers/ai-streams.ts';
import { useTestServer } from './helpers/test-server.ts';

describe('the slide count the person asked for, through ai/slide/plan', () => {
  const api = useTestServer('pglite', { env: { AI_FREE_DAILY_CALLS: '20' } });

  async function plan(body: object, token?: string): Promise<string[]> {
    const { events } = await stream(api, '/api2/v1/ai/slide/plan', body, token ?? (await signIn(api)));
    return events.filter((event) => event.type === 'item').map((event) => event.item.text as string);
  }

  test('a count typed in the prompt wins over the picker left alone, and stays out of the title', async () => {
    const items = await plan({ prompt: 'The water cycle for 10-year-olds, 6 slides', options: { slideCount: 8, slideCountPicked: false } });
    expect(items).toHaveLength(6);
    expect(items[0]).toBe('The water cycle for 10-year-olds');
  });

  test('the picker wins when it was touched after the prompt', async () => {
    expect(await plan({ prompt: 'The water cycle for 10-year-olds, 6 slides', options: { slideCount: 9, slideCountPicked: true } })).toHaveLength(9);
  });

  test('“Write it again” sends the next variant and gets another outline', async () => {
    const token = await signIn(api);
    const first = await plan({ prompt: 'Volcanoes for year 6', options: { slideCount: 6, variant: 0 } }, token);
    const again = await plan({ prompt: 'Volcanoes for year 6', options: { slideCount: 6, variant: 1 } }, token);
    expect(again).toHaveLength(6);
    expect(again).not.toEqual(first);
  });
});
