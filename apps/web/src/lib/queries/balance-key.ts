/**
 * The prefix of the member's balance queries (lib/queries/balance): the header chip, the member
 * page, the live socket, the payments pages, agent transfers and closed game windows all read or
 * refresh this one entry. It sits under ['member'], so signing out (which drops ['member'])
 * forgets it. Kept apart from the query so that what only refreshes the balance (a closed game
 * window, on the guest's home page too) does not load the wallet's schemas.
 */
export const BALANCE_KEY = ['member', 'balance'] as const;
