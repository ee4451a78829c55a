import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { clearSession, setToken } from '@/lib/session';
import { fail, mockApi, ok } from '@/test/mock-api';
import { gsApi } from './gs-client';

const sentAuth = (fetchMock: ReturnType<typeof mockApi>['fetch']) =>
  (fetchMock.mock.calls[0]![1] as RequestInit).headers as Record<string, string>;

afterEach(() => clearSession());

describe('gsApi', () => {
  test("sends the game session as the bearer, never the site's token, and unwraps the envelope", async () => {
    setToken('site-token');
    const { fetch: fetchMock } = mockApi(() => ok({ balance: 5 }));
    await expect(gsApi('/gs/v1/balance', z.object({ balance: z.number() }), 'gs-session')).resolves.toEqual({ balance: 5 });
    expect(sentAuth(fetchMock).authorization).toBe('Bearer gs-session');

    fetchMock.mockClear();
    await gsApi('/gs/v1/session', z.object({ balance: z.number() }), null, { method: 'POST', body: {} });
    expect(sentAuth(fetchMock).authorization).toBeUndefined();
  });

  test('throws the catalogue code of a refusal as an ApiError', async () => {
    mockApi(() => fail('GS_SESSION_INVALID', 401));
    const err = await gsApi('/gs/v1/balance', z.unknown(), 'gs-session').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'GS_SESSION_INVALID', status: 401 });
  });
});
