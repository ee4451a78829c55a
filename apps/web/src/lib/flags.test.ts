import { describe, expect, test } from 'vitest';
import { enabledFlags } from './flags';

describe('enabledFlags', () => {
  test('counts a flag only when its group is on too', () => {
    const on = enabledFlags([
      {
        modId: 'LOGIN3',
        modName: 'Login',
        enabled: '1',
        children: [{ modId: 'FREEPLAY3', modName: '', enabled: '1', children: [] }],
      },
      {
        modId: 'AGENT3',
        modName: 'Agent',
        enabled: '0',
        children: [{ modId: 'AGENTPOLICY3', modName: '', enabled: '1', children: [] }],
      },
      {
        modId: 'REGISTER3',
        modName: 'Reg',
        enabled: '1',
        children: [{ modId: 'REGMOBVERF3', modName: '', enabled: '0', children: [] }],
      },
    ]);
    expect(on.has('FREEPLAY3')).toBe(true);
    expect(on.has('AGENTPOLICY3')).toBe(false);
    expect(on.has('REGMOBVERF3')).toBe(false);
  });
});
