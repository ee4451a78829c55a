import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import type { FieldRule } from '@jade/contract/patterns';
import { REGISTER_FIELD_DEFAULTS, type RegisterField } from '@jade/contract/register';
import { loadSection } from '@/lib/i18n';
import { fieldDrafts, fieldRules, RegisterFields } from './register-fields';

beforeAll(() => loadSection('ops'));

const saved: Partial<Record<RegisterField, FieldRule>> = {
  email: { ...REGISTER_FIELD_DEFAULTS.email, required: true },
  qqNum: { ...REGISTER_FIELD_DEFAULTS.qqNum, enabled: false, acceptedPattern: '*' },
};

describe('the registration fields table', () => {
  test('saves what was shown, keeps a hidden field’s rule, and leaves never-shown fields out', () => {
    const drafts = fieldDrafts(saved);
    expect(drafts.email).toEqual({ shown: true, required: true, min: '5', max: '100' });
    expect(drafts.whatsapp.shown).toBe(false);
    drafts.email = { ...drafts.email, shown: false };
    drafts.whatsapp = { ...drafts.whatsapp, shown: true, required: true, max: '18' };
    const rules = fieldRules(saved, drafts);
    expect(rules.email).toMatchObject({ enabled: false, required: false, patternId: 'EMAIL' });
    expect(rules.qqNum).toMatchObject({ enabled: false, acceptedPattern: '*' });
    expect(rules.whatsapp).toEqual({ ...REGISTER_FIELD_DEFAULTS.whatsapp, required: true, maxLength: 18 });
    expect(Object.keys(rules).sort()).toEqual(['email', 'qqNum', 'whatsapp']);
  });

  test('a hidden field cannot be required nor sized until it is shown', async () => {
    function Table() {
      const [drafts, setDrafts] = useState(() => fieldDrafts(saved));
      return <RegisterFields drafts={drafts} onChange={setDrafts} />;
    }
    render(<Table />);
    const required = screen.getByRole('checkbox', { name: 'Required: WhatsApp' });
    expect(required).toHaveProperty('disabled', true);
    expect(screen.getByRole('spinbutton', { name: 'Longest: WhatsApp' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shown: WhatsApp' }));
    expect(required).toHaveProperty('disabled', false);
    await userEvent.click(required);
    expect(required).toHaveProperty('checked', true);
  });
});
