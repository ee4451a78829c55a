import { useTranslation } from 'react-i18next';
import type { Contract } from '@jade/contract/agents';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fieldStyles } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { useAnswerContract } from '../api/answer-contract';
import styles from './agent.module.css';
import { ContractTiers } from './contract-tiers';

type Props = {
  c: Contract;
  /** The viewer's side: the agent holding the contract, or the upline giving it. */
  me: 'holder' | 'upline';
  /** Name the contract by its kind rather than by the other side (a downline's details list every kind). */
  byKind?: boolean;
};

/** One contract with the step its viewer may take (request or confirm termination). */
export function ContractCard({ c, me, byKind = false }: Props) {
  const { t } = useTranslation();
  const answer = useAnswerContract();
  const who = me === 'holder' ? c.upline : c.agent;
  const mine = me === 'holder' ? c.agent : c.upline;
  const canRequest = c.status === 'ACTIVE' && (me === 'upline' || c.upline !== null);
  const canConfirm = c.status === 'TERMINATION_REQUESTED' && c.terminationRequestedBy !== mine;
  const waiting = c.status === 'OFFERED' ? me === 'upline' : c.status === 'TERMINATION_REQUESTED' && !canConfirm;
  return (
    <Card as="li" data-testid="contract-card">
      <p>
        <strong>
          {byKind
            ? t(`agent.contracts.kinds.${c.kind}`)
            : me === 'holder'
              ? t('agent.contracts.from', { who: who ?? t('agent.contracts.operator') })
              : t('agent.contracts.to', { who })}
        </strong>{' '}
        · {t(`agent.contracts.status.${c.status}`)}
      </p>
      <ContractTiers contract={c} />
      {waiting ? (
        <p className={styles.muted}>{t('agent.contracts.waiting', { who: who ?? t('agent.contracts.operator') })}</p>
      ) : null}
      {canRequest || canConfirm ? (
        <Button
          variant="secondary"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ id: c.id, action: canConfirm ? 'CONFIRM_TERMINATION' : 'REQUEST_TERMINATION' })}
        >
          {canConfirm ? t('agent.contracts.confirmTermination') : t('agent.contracts.requestTermination')}
        </Button>
      ) : null}
      {answer.isError ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, answer.error)}
        </p>
      ) : null}
    </Card>
  );
}
