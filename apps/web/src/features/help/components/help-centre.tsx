import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { useHelpCentre } from '../api/get-help-centre';
import styles from './help.module.css';

type Props = {
  /** The section to open (`/help#term`); the first section when absent or unknown. */
  section?: string | null;
  onSectionChange?: (code: string) => void;
  onInternalLink: (path: string) => void;
};

/**
 * The help centre (help modal): the operator's sections as tabs (arrow keys move between them),
 * the chosen section's articles below; the terms and the beginner guide are sections like others.
 */
export function HelpCentre({ section, onSectionChange, onInternalLink }: Props) {
  const { t, i18n } = useTranslation();
  const query = useHelpCentre(i18n.language);
  const sections = query.data ?? [];
  const [chosen, setChosen] = useState<string | null>(section ?? null);
  // A new section from outside (another /help#… link) wins over the one picked here.
  const [asked, setAsked] = useState(section);
  if (section !== asked) {
    setAsked(section);
    setChosen(section ?? null);
  }
  const current = sections.find((s) => s.code === chosen) ?? sections[0];

  return (
    <div className={styles.help} data-testid="help-centre">
      <QueryState query={query} empty={sections.length === 0} emptyText={t('help.empty')}>
        {current ? (
          <Tabs.Root
            className={styles.tabsRoot}
            value={current.code}
            orientation="vertical"
            onValueChange={(code) => {
              setChosen(code);
              onSectionChange?.(code);
            }}
          >
            <Tabs.List className={styles.tabs} aria-label={t('help.sections')}>
              {sections.map((s) => (
                <Tabs.Trigger key={s.code} value={s.code} className={styles.tab} data-code={s.code}>
                  {s.title}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {sections.map((s) => (
              <Tabs.Content key={s.code} value={s.code} className={styles.panel}>
                <h3 className={styles.sectionTitle}>{s.title}</h3>
                {s.articles.length === 0 ? <p>{t('help.emptySection')}</p> : null}
                {s.articles.map((a) => (
                  <article key={a.id} className={styles.article} aria-labelledby={`help-article-${a.id}`}>
                    <h4 id={`help-article-${a.id}`}>{a.title}</h4>
                    <SafeHtml html={a.content} onInternalLink={onInternalLink} />
                  </article>
                ))}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        ) : null}
      </QueryState>
    </div>
  );
}
