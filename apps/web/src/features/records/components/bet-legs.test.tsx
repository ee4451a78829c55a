import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { BetRecord } from '@jade/contract/wallet';
import i18n from '@/lib/i18n';
import { renderWithQuery } from '@/test/render-with-query';
import { BetDetailDialog } from './bet-detail-dialog';

const parlay: BetRecord = {
  id: 7,
  roundRef: 'SPB-42',
  vendor: 'SUMMIT',
  category: 'SPORTS',
  gameCode: 'SUMMIT-LOBBY',
  gameName: 'Summit Sports',
  stake: 1000,
  win: 0,
  profit: -1000,
  status: 'SETTLED',
  result: 'LOST',
  detail: {
    betId: 42,
    legs: [
      {
        home: 'Lions',
        away: 'Tigers',
        kind: 'ASIAN_HANDICAP',
        line: -0.25,
        period: null,
        code: 'HOME',
        odds: 20_000,
        grade: 'HALF_WIN',
      },
      { home: 'Owls', away: 'Bears', kind: 'MATCH_RESULT', line: null, period: null, code: 'DRAW', odds: 31_500, grade: 'LOSE' },
    ],
  },
  createdAt: '2026-01-02T03:04:05.000Z',
  settledAt: '2026-01-02T05:04:05.000Z',
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a sports bet in the betting record', () => {
  test('its round shows the settlement translated and each leg with match, market, pick, odds and grade', async () => {
    renderWithQuery(<BetDetailDialog bet={parlay} onClose={() => {}} />);
    expect(await screen.findByTestId('bet-detail-result')).toHaveTextContent('Lost');
    const legs = screen.getAllByTestId('bet-leg');
    expect(legs).toHaveLength(2);
    const [first, second] = legs as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Lions v Tigers');
    expect(first).toHaveTextContent('Asian handicap -0.25');
    expect(within(first).getByTestId('bet-leg-pick')).toHaveTextContent('Lions -0.25');
    expect(within(first).getByTestId('bet-leg-odds')).toHaveTextContent('2.00');
    expect(within(first).getByTestId('bet-leg-grade')).toHaveTextContent('Half won');
    expect(second).toHaveTextContent('Match result');
    expect(within(second).getByTestId('bet-leg-pick')).toHaveTextContent('Draw');
    expect(within(second).getByTestId('bet-leg-odds')).toHaveTextContent('3.15');
    expect(within(second).getByTestId('bet-leg-grade')).toHaveTextContent('Lost');
    // The bet's number has its label; the legs are not printed as raw JSON.
    const detail = screen.getByTestId('bet-detail');
    expect(detail).toHaveTextContent('Bet number42');
    expect(detail).not.toHaveTextContent('"kind"');
    expect(detail).not.toHaveTextContent('legs');
    expect(detail).not.toHaveTextContent('betId');
  });

  test('in Nepali, with an ungraded leg of a cash-out', async () => {
    await i18n.changeLanguage('ne');
    const cashed: BetRecord = {
      ...parlay,
      result: 'CASHED_OUT',
      detail: {
        betId: 43,
        cashOut: 1,
        legs: [
          {
            home: 'Lions',
            away: 'Tigers',
            kind: 'MATCH_RESULT',
            line: null,
            period: null,
            code: 'AWAY',
            odds: 25_000,
            grade: null,
          },
        ],
      },
    };
    renderWithQuery(<BetDetailDialog bet={cashed} onClose={() => {}} />);
    expect(await screen.findByTestId('bet-detail-result')).toHaveTextContent('क्यास आउट भयो');
    expect(screen.getByTestId('bet-leg-pick')).toHaveTextContent('Tigers');
    expect(screen.getByTestId('bet-leg-grade')).toHaveTextContent('नतिजा आउन बाँकी');
    expect(screen.getByTestId('bet-legs').closest('section')).toHaveTextContent('छनोटहरू');
    expect(screen.getByTestId('bet-detail')).toHaveTextContent('क्यास आउट नम्बर1');
  });

  test("another game's round keeps its detail as it is", async () => {
    renderWithQuery(
      <BetDetailDialog bet={{ ...parlay, result: 'LOST', detail: { legs: 'three', table: 'T1' } }} onClose={() => {}} />,
    );
    expect(await screen.findByTestId('bet-detail-result')).toHaveTextContent('LOST');
    expect(screen.queryByTestId('bet-legs')).toBeNull();
    expect(screen.getByTestId('bet-detail')).toHaveTextContent('legsthree');
  });
});
