import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { CreateDownlineForm } from './create-downline-form';

// The account's password travels encrypted; here the body is looked at as it would be encrypted.
vi.mock('@jade/contract/crypto-encrypt', () => ({ encryptPayload: async (body: unknown) => body }));

const contract = (kind: string, rate: number) => ({
  id: 7,
  kind,
  period: null,
  tiers: [{ activeMembers: 0, validBet: 0, profitLoss: 0, rate }],
  status: 'ACTIVE',
  upline: null,
  agent: 'agent01',
  terminationRequestedBy: null,
  createdAt: '2026-03-01T00:00:00Z',
  acceptedAt: '2026-03-01T00:00:00Z',
});

/** The merchant's registration config: a password rule stricter than the default (10–32). */
const registerConfig = {
  methods: { username: true, mobile: false },
  smsVerification: false,
  mobilePassword: false,
  usernameRule: {
    enabled: true,
    required: true,
    acceptedPattern: 'LETTER_FIRST_ALNUM',
    patternId: 'LETTER_FIRST_ALNUM',
    minLength: 4,
    maxLength: 16,
  },
  passwordRule: {
    enabled: true,
    required: true,
    acceptedPattern: 'LETTERS_DIGITS_SYMBOLS',
    patternId: 'LETTERS_DIGITS_SYMBOLS',
    minLength: 10,
    maxLength: 32,
  },
  fields: {},
  minimumAge: 18,
  countries: [],
};

function setup() {
  const created: Record<string, unknown>[] = [];
  mockApi((url, init) => {
    if (url.startsWith('/wps/system/publicKey')) return ok({ kid: 'k1', alg: 'RSA-OAEP-256+A256GCM', spki: 'AAAA' });
    if (url.startsWith('/wps/agent/contracts'))
      return ok({ held: [contract('DAILY_SALARY', 300)], given: [], pageNo: 1, pageSize: 20, givenTotal: 0 });
    if (url.startsWith('/wps/system/setting/register')) return ok(registerConfig);
    if (url.startsWith('/wps/agent/downlines') && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (body.password === 'Server2026x') return fail('VALIDATION_FAILED', 400, [{ path: 'password', message: 'common' }]);
      created.push(body);
      const offered = ((body.contracts as { kind: string }[] | undefined) ?? []).map((c) => ({
        ...contract(c.kind, 200),
        status: 'OFFERED',
        upline: 'agent01',
        agent: body.username,
        acceptedAt: null,
      }));
      return ok({
        id: 9,
        username: body.username,
        kind: body.kind,
        affiliateCode: body.kind === 'AGENT' ? 'NEW1' : null,
        contracts: offered,
      });
    }
    return fail('NOT_FOUND', 404);
  });
  renderWithQuery(<CreateDownlineForm />);
  return { created, user: userEvent.setup() };
}

describe('CreateDownlineForm', () => {
  test('offers the initial contracts the agent holds to a new agent, and says they wait for its answer', async () => {
    const { created, user } = setup();
    await user.selectOptions(screen.getByLabelText('Account type'), 'AGENT');
    await user.click(await screen.findByRole('checkbox', { name: 'Offer a Daily wages contract' }));
    const editor = screen.getByRole('group', { name: 'Daily wages' });
    expect(within(editor).getByText('At most 3 %')).toBeInTheDocument();
    await user.type(within(editor).getByLabelText('Rate in % (tier 1)'), '2');
    await user.type(screen.getByLabelText('Username'), 'newagent1');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Down2026ok');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Agent newagent1 created');
    expect(status).toHaveTextContent("Daily wages offered: waits for the agent's answer");
    expect(created).toEqual([
      {
        kind: 'AGENT',
        username: 'newagent1',
        password: 'Down2026ok',
        contracts: [{ kind: 'DAILY_SALARY', tiers: [{ activeMembers: 0, validBet: 0, profitLoss: 0, rate: 200 }] }],
      },
    ]);
  });

  test('never sends contracts for a member, even when some were set up for an agent first', async () => {
    const { created, user } = setup();
    await user.selectOptions(screen.getByLabelText('Account type'), 'AGENT');
    await user.click(await screen.findByRole('checkbox', { name: 'Offer a Daily wages contract' }));
    await user.type(screen.getByLabelText('Rate in % (tier 1)'), '2');
    await user.selectOptions(screen.getByLabelText('Account type'), 'MEMBER');
    expect(screen.queryByRole('checkbox', { name: /^Offer a/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Member2026ok');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/^Member member01 created$/);
    expect(created).toEqual([{ kind: 'MEMBER', username: 'member01', password: 'Member2026ok' }]);
  });

  test('keeps an agent without contracts when the tiers are invalid, and sends none when nothing is ticked', async () => {
    const { created, user } = setup();
    await user.selectOptions(screen.getByLabelText('Account type'), 'AGENT');
    await user.click(await screen.findByRole('checkbox', { name: 'Offer a Daily wages contract' }));
    await user.type(screen.getByLabelText('Rate in % (tier 1)'), '4');
    await user.type(screen.getByLabelText('Username'), 'newagent2');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Down2026ok');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Above your own rate: at most 3 %')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Offer a Daily wages contract' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Agent newagent2 created, affiliate code NEW1$/);
    expect(created).toEqual([{ kind: 'AGENT', username: 'newagent2', password: 'Down2026ok' }]);
  });

  test("checks the password with the merchant's registration rule, and names a password the server refuses on its field", async () => {
    const { created, user } = setup();
    await user.type(screen.getByLabelText('Username'), 'member02');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(password, 'Short2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/10-32/)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'password123');
    expect(await screen.findByText('This password is too common. Choose another.')).toBeInTheDocument();
    expect(created).toEqual([]);
    await user.clear(password);
    await user.type(password, 'Server2026x');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // Named once, on the field, not as a general error of the form.
    expect(await screen.findAllByText('This password is too common. Choose another.')).toHaveLength(1);
    expect(screen.queryByText(/check the highlighted fields/i)).not.toBeInTheDocument();
  });
});
