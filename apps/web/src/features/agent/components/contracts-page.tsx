import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@jade/contract/agents';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { Pager } from '@/components/ui/pager';
import { GIVEN_PAGE_SIZE, useContracts } from '../api/get-contracts';
import { useOfferContract } from '../api/offer-contract';
import styles from './agent.module.css';
import { ContractCard } from './contract-card';
import { SettlementList } from './settlement-list';
import { emptyTier, isRunning, toTiers, type TierDraft } from './tier-draft';
import { TierEditor } from './tier-editor';

/** Offers a contract of this kind with up to 10 tiers to a direct downline agent, capped by the agent's own rate. */
function OfferForm({ kind, ownRate }: { kind: ContractKind; ownRate: number }) {
  const { t } = useTranslation();
  const offer = useOfferContract();
  const [to, setTo] = useState('');
  const [tiers, setTiers] = useState<TierDraft[]>(() => [emptyTier()]);
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const parsed = toTiers(tiers, kind, ownRate);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setDone(null);
    if (to.trim() === '' || parsed === null) return;
    offer.mutate(
      { to: to.trim(), kind, tiers: parsed },
      {
        onSuccess: (c) => {
          setDone(t('agent.contracts.offered', { who: c.agent }));
          setTried(false);
        },
      },
    );
  };
  return (
    <form className={`${styles.form} ${styles.formWide}`} onSubmit={submit} noValidate>
      <h2>{t('agent.contracts.offerTitle')}</h2>
      <TextField
        label={t('agent.contracts.downline')}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        autoComplete="off"
        error={tried && to.trim() === '' ? t('form.required') : null}
      />
      <TierEditor
        kind={kind}
        tiers={tiers}
        onChange={setTiers}
        maxRate={ownRate}
        showErrors={tried}
        legend={t('agent.contracts.tiers')}
      />
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
        <Button type="submit" disabled={offer.isPending}>
          {t('agent.contracts.offer')}
        </Button>
      </div>
    </form>
  );
}

/** Agent centre → bonus, daily wages, hourly or real-time salary: contracts of one kind and their statements. */
export function ContractsPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  // The page of given contracts starts again at 1 when the kind changes.
  const [page, setPage] = useState({ kind, pageNo: 1 });
  const pageNo = page.kind === kind ? page.pageNo : 1;
  const query = useContracts({ kind, pageNo });
  const held = query.data?.held.filter((c) => c.status !== 'REJECTED') ?? [];
  const given = query.data?.given ?? [];
  const running = held.find(isRunning);
  return (
    <div className={styles.page} data-testid="contracts-page">
      <h1>{t(`agent.contracts.kinds.${kind}`)}</h1>
      <QueryState query={query} empty={false} emptyText="">
        <Card aria-label={t('agent.contracts.mine')}>
          <h2>{t('agent.contracts.mine')}</h2>
          {held.length === 0 ? <p className={styles.muted}>{t('agent.contracts.none')}</p> : null}
          <ul className={styles.links}>
            {held.slice(0, 5).map((c) => (
              <ContractCard key={c.id} c={c} me="holder" />
            ))}
          </ul>
        </Card>
        {running ? (
          <Card>
            <OfferForm kind={kind} ownRate={Math.max(...running.tiers.map((x) => x.rate))} />
          </Card>
        ) : null}
        <Card aria-label={t('agent.contracts.given')}>
          <h2>{t('agent.contracts.given')}</h2>
          {given.length === 0 ? <p className={styles.muted}>{t('agent.contracts.none')}</p> : null}
          <ul className={styles.links}>
            {given.map((c) => (
              <ContractCard key={c.id} c={c} me="upline" />
            ))}
          </ul>
          <Pager
            page={pageNo}
            pageSize={GIVEN_PAGE_SIZE}
            total={query.data?.givenTotal ?? 0}
            onChange={(n) => setPage({ kind, pageNo: n })}
            disabled={query.isPlaceholderData}
          />
        </Card>
      </QueryState>
      <SettlementList kind={kind} />
    </div>
  );
}
