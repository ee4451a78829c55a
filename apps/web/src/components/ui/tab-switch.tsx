import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';

type Props<T extends string> = {
  value: T;
  onChange: (value: T) => void;
  /** The tabs in order, each with its visible label. */
  tabs: readonly { value: T; label: string }[];
  /** The tab list's accessible name. */
  label: string;
  listClassName?: string | undefined;
  tabClassName?: string | undefined;
  /** The chosen tab's panel (the tabs control it: each tab's aria-controls names this panel). */
  children: ReactNode;
};

/**
 * Tabs that switch one panel (a form by username or by mobile…): the tab list, and the chosen
 * tab's content in the panel its tab controls. Only the chosen panel is rendered. The panel is
 * named by the list ("Log in"), not by its tab: a tab named "Username" would give the panel the
 * same name as the form's username field.
 */
export function TabSwitch<T extends string>({ value, onChange, tabs, label, listClassName, tabClassName, children }: Props<T>) {
  return (
    <Tabs.Root value={value} onValueChange={(v) => onChange(v as T)}>
      <Tabs.List className={listClassName} aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={tabClassName}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} aria-labelledby={undefined} aria-label={label}>
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
