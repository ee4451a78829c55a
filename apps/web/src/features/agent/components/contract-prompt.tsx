import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { fieldStyles } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { useAnswerContract } from '../api/answer-contract';
import { useConsolidated } from '../api/get-consolidated';
import styles from './agent.module.css';
import { ContractTiers } from './contract-tiers';

/**
 * The contract modal (spec §2/§4): after sign-in, offers waiting for the agent's answer and
 * termination requests of the other side, each with its buttons. It closes when nothing is left
 * or when the agent closes it (until the next sign-in).
 */
export function ContractPrompt() {
  const { t } = useTranslation();
  const query = useConsolidated(true);
  const answer = useAnswerContract();
  const [dismissed, setDismissed] = useState(false);
  const d = query.data;
  const items = d ? [...d.divtypereq, ...d.dailysalreqtype, ...d.contracthoursalreq, ...d.realtimesalreqtype] : [];
  return (
    <Dialog
      open={items.length > 0 && !dismissed}
      onOpenChange={(o) => !o && setDismissed(true)}
      title={t('agent.contracts.promptTitle')}
      size="wide"
    >
      <ul className={styles.links} data-testid="contract-prompt">
        {items.map((c) => (
          <Card as="li" key={c.id}>
            <h3>
              {c.status === 'OFFERED'
                ? t('agent.contracts.offerFrom', { kind: t(`agent.contracts.kinds.${c.kind}`), upline: c.upline ?? '—' })
                : t('agent.contracts.terminationFrom', {
                    kind: t(`agent.contracts.kinds.${c.kind}`),
                    who: c.terminationRequestedBy ?? '—',
                  })}
            </h3>
            <ContractTiers contract={c} />
            <div className={styles.row}>
              {c.status === 'OFFERED' ? (
                <>
                  <Button disabled={answer.isPending} onClick={() => answer.mutate({ id: c.id, action: 'ACCEPT' })}>
                    {t('agent.contracts.accept')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ id: c.id, action: 'REJECT' })}
                  >
                    {t('agent.contracts.reject')}
                  </Button>
                </>
              ) : (
                <Button disabled={answer.isPending} onClick={() => answer.mutate({ id: c.id, action: 'CONFIRM_TERMINATION' })}>
                  {t('agent.contracts.confirmTermination')}
                </Button>
              )}
            </div>
          </Card>
        ))}
      </ul>
      {answer.isError ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, answer.error)}
        </p>
      ) : null}
    </Dialog>
  );
}
