import { sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '@jade/contract/auth';
import { accounts } from './members.tables';

/** Who a platform message or notice is for. */
export type Audience = { kind: 'one'; accountId: number } | { kind: 'all' } | { kind: 'team'; agentId: number };

/** Accounts that read platform messages: members and agents that are active; never trial or staff. */
const reader = sql`${accounts.type} not in (${ACCOUNT_TYPE.trial}, ${ACCOUNT_TYPE.staff}) and ${accounts.status} = 'active'`;

/**
 * A query of one column, `id`, listing the accounts of an audience, for the caller to insert from
 * in one statement (`insert … select … from (<this>) r`). A team is every account below the agent
 * in the hierarchy's closure table (`account_tree`), without the agent itself.
 */
export function audienceIds(merchantId: number, audience: Audience): SQL {
  switch (audience.kind) {
    case 'one':
      return sql`select ${accounts.id} as id from ${accounts} where ${accounts.id} = ${audience.accountId} and ${accounts.merchantId} = ${merchantId} and ${reader}`;
    case 'all':
      return sql`select ${accounts.id} as id from ${accounts} where ${accounts.merchantId} = ${merchantId} and ${reader}`;
    case 'team':
      return sql`select ${accounts.id} as id from ${accounts}
        join account_tree t on t.descendant_id = ${accounts.id} and t.ancestor_id = ${audience.agentId}
        where ${accounts.merchantId} = ${merchantId} and ${reader}`;
  }
}
