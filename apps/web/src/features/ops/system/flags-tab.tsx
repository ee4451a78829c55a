import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FEATURE_FLAGS, type FeatureFlag } from '@jade/contract/flags';
import { Checkbox } from '@/components/ui/checkbox';
import { QueryState } from '@/components/ui/query-state';
import { errorText } from '@/lib/errors';
import { CsvButton } from '../shell/csv-button';
import { flagsQuery, saveFlags, useSave } from './system-api';
import styles from './system.module.css';

/** The feature flags, each switched on or off at once (audited on the server). */
export function FlagsTab() {
  const { t } = useTranslation();
  const flags = useQuery(flagsQuery);
  const save = useSave(['ops', 'flags'], (change: Partial<Record<FeatureFlag, boolean>>) => saveFlags(change));
  return (
    <>
      <div className={styles.buttons}>
        <CsvButton
          name="feature-flags"
          columns={[
            { header: t('ops.system.flags.id'), cell: (f: FeatureFlag) => f },
            { header: t('ops.system.flags.purpose'), cell: (f: FeatureFlag) => t(`ops.system.flags.names.${f}`) },
            {
              header: t('ops.shell.common.status'),
              cell: (f: FeatureFlag) => t(flags.data?.[f] ? 'ops.system.flags.on' : 'ops.system.flags.off'),
            },
          ]}
          load={async () => [...FEATURE_FLAGS]}
        />
        {save.isError ? (
          <span role="alert" className={styles.error}>
            {errorText(t, save.error)}
          </span>
        ) : null}
      </div>
      <QueryState query={flags} empty={false} emptyText="">
        <ul className={styles.flags} data-testid="ops-flags">
          {FEATURE_FLAGS.map((f) => (
            <li key={f} data-flag={f}>
              <Checkbox
                label={t(`ops.system.flags.names.${f}`)}
                checked={Boolean(flags.data?.[f])}
                onChange={(on) => save.mutate({ [f]: on })}
              />
              <p className={styles.muted}>{f}</p>
            </li>
          ))}
        </ul>
      </QueryState>
    </>
  );
}
