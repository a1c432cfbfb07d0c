import { describe, expect, it } from 'vitest';
import { loadSettings } from '../src/settings.ts';

describe('version history settings', () => {
  it('keep 30 automatic versions and end a session after 10 idle minutes unless told otherwise', () => {
    expect(loadSettings({}).history).toEqual({ autoKeep: 30, idleMs: 600_000 });
    expect(loadSettings({ VERSION_HISTORY_AUTO_KEEP: '5', VERSION_HISTORY_IDLE_MINUTES: '0.5' }).history).toEqual({ autoKeep: 5, idleMs: 30_000 });
  });

  it('name the variable that is wrong', () => {
    expect(() => loadSettings({ VERSION_HISTORY_AUTO_KEEP: '0' })).toThrow(/VERSION_HISTORY_AUTO_KEEP: .*got '0'/);
    expect(() => loadSettings({ VERSION_HISTORY_AUTO_KEEP: 'all' })).toThrow(/VERSION_HISTORY_AUTO_KEEP/);
    expect(() => loadSettings({ VERSION_HISTORY_IDLE_MINUTES: '-1' })).toThrow(/VERSION_HISTORY_IDLE_MINUTES/);
  });
});
