import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractKind } from '@jade/contract/agents';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { parseMoney } from '@/lib/money';
import { useAnswerContract } from '../api/answer-contract';
import { useContracts } from '../api/get-contracts';
import { useOfferContract } from '../api/offer-contract';
import styles from './agent.module.css';
import { ContractTiers, percent } from './contract-tiers';
import { SettlementList } from './settlement-list';

/** One contract with the step its viewer may take (request or confirm termination). */
function ContractCard({ c, me }: { c: Contract; me: 'holder' | 'upline' }) {
  const { t } = useTranslation();
  const answer = useAnswerContract();
  const who = me === 'holder' ? c.upline : c.agent;
  const canRequest = c.status === 'ACTIVE' && (me === 'upline' || c.upline !== null);
  const canConfirm = c.status === 'TERMINATION_REQUESTED' && c.terminationRequestedBy !== (me === 'holder' ? c.agent : c.upline);
  return (
    <li className={styles.card} data-testid="contract-card">
      <p>
        <strong>
          {me === 'holder'
            ? t('agent.contracts.from', { who: who ?? t('agent.contracts.operator') })
            : t('agent.contracts.to', { who })}
        </strong>{' '}
        · {t(`agent.contracts.status.${c.status}`)}
      </p>
      <ContractTiers contract={c} />
      {canRequest || canConfirm ? (
        <Button
          variant="secondary"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ id: c.id, action: canConfirm ? 'CONFIRM_TERMINATION' : 'REQUEST_TERMINATION' })}
        >
          {canConfirm ? t('agent.contracts.confirmTermination') : t('agent.contracts.requestTermination')}
        </Button>
      ) : null}
      {answer.isError ? <p className={fieldStyles.alert}>{errorText(t, answer.error)}</p> : null}
    </li>
  );
}

/** Offers a one-tier contract of this kind to a direct downline agent, capped by the agent's own rate. */
function OfferForm({ kind, ownRate }: { kind: ContractKind; ownRate: number }) {
  const { t } = useTranslation();
  const offer = useOfferContract();
  const [to, setTo] = useState('');
  const [rate, setRate] = useState('');
  const [members, setMembers] = useState('0');
  const [bet, setBet] = useState('0');
  const [done, setDone] = useState<string | null>(null);
  const bp = Math.round(Number(rate) * 100);
  const valid =
    to.trim() !== '' && Number.isFinite(bp) && bp > 0 && bp <= ownRate && /^\d+$/.test(members) && parseMoney(bet) !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    if (!valid) return;
    offer.mutate(
      { to: to.trim(), kind, tiers: [{ activeMembers: Number(members), validBet: parseMoney(bet)!, profitLoss: 0, rate: bp }] },
      { onSuccess: (c) => setDone(t('agent.contracts.offered', { who: c.agent })) },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2>{t('agent.contracts.offerTitle')}</h2>
      <TextField label={t('agent.contracts.downline')} value={to} onChange={(e) => setTo(e.target.value)} autoComplete="off" />
      <TextField
        label={t('agent.contracts.ratePercent', { max: percent(ownRate) })}
        inputMode="decimal"
        value={rate}
        onChange={(e) => setRate(e.target.value)}
      />
      <TextField
        label={t('agent.contracts.activeMembers')}
        inputMode="numeric"
        value={members}
        onChange={(e) => setMembers(e.target.value)}
      />
      <TextField label={t('agent.contracts.validBet')} inputMode="decimal" value={bet} onChange={(e) => setBet(e.target.value)} />
      {offer.isError ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, offer.error)}
        </p>
      ) : null}
      {done ? (
        <p className={styles.success} role="status">
          {done}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={!valid || offer.isPending}>
          {t('agent.contracts.offer')}
        </Button>
      </div>
    </form>
  );
}

/** Agent centre → bonus, daily wages, hourly or real-time salary: contracts of one kind and their statements. */
export function ContractsPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const query = useContracts();
  const held = query.data?.held.filter((c) => c.kind === kind && c.status !== 'REJECTED') ?? [];
  const given = query.data?.given.filter((c) => c.kind === kind && c.status !== 'REJECTED') ?? [];
  const running = held.find((c) => c.status === 'ACTIVE' || c.status === 'TERMINATION_REQUESTED');
  return (
    <div className={styles.page} data-testid="contracts-page">
      <h1>{t(`agent.contracts.kinds.${kind}`)}</h1>
      <QueryState query={query} empty={false} emptyText="">
        <section className={styles.card} aria-label={t('agent.contracts.mine')}>
          <h2>{t('agent.contracts.mine')}</h2>
          {held.length === 0 ? <p className={styles.muted}>{t('agent.contracts.none')}</p> : null}
          <ul className={styles.links}>
            {held.slice(0, 5).map((c) => (
              <ContractCard key={c.id} c={c} me="holder" />
            ))}
          </ul>
        </section>
        {running ? (
          <section className={styles.card}>
            <OfferForm kind={kind} ownRate={Math.max(...running.tiers.map((x) => x.rate))} />
          </section>
        ) : null}
        <section className={styles.card} aria-label={t('agent.contracts.given')}>
          <h2>{t('agent.contracts.given')}</h2>
          {given.length === 0 ? <p className={styles.muted}>{t('agent.contracts.none')}</p> : null}
          <ul className={styles.links}>
            {given.map((c) => (
              <ContractCard key={c.id} c={c} me="upline" />
            ))}
          </ul>
        </section>
      </QueryState>
      <SettlementList kind={kind} />
    </div>
  );
}
