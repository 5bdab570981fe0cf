// The AI screen (/ai): one page with a tab list — daily summary, overview, work day, weekly report
// and chat — in the ARIA tabs pattern (arrow keys, Home and End move between tabs). The chosen tab
// is in the address (?tab=…), so a link or reload opens it. Tabs the person may not use (the
// team-wide ones need time.read.all, docs/rbac.md) are not offered; a plan or trial gate is the
// server's 402 with its message and hint, shown where the answer would be.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useDocumentTitle } from '../../components';
import { chosenOrganizationId, subscribeToOrganization } from '../../lib/api';
import { t, type MessageKey } from '../../lib/i18n';
import { useHasPermission } from '../auth';
import { AI_TABS, tabOf, type AiTab } from './ai-tabs';
import { ChatPanel } from './chat-panel';
import { DailyPanel, OverviewPanel, WorkDayPanel } from './generate-panels';
import { WeeklyPanel } from './weekly-panel';
import './ai.css';

const SECTIONS: Record<AiTab, { Panel: () => React.JSX.Element; label: MessageKey; about: MessageKey }> = {
  daily: { Panel: DailyPanel, label: 'ai.tabDaily', about: 'ai.aboutDaily' },
  overview: { Panel: OverviewPanel, label: 'ai.tabOverview', about: 'ai.aboutOverview' },
  'work-day': { Panel: WorkDayPanel, label: 'ai.tabWorkDay', about: 'ai.aboutWorkDay' },
  weekly: { Panel: WeeklyPanel, label: 'ai.tabWeekly', about: 'ai.aboutWeekly' },
  chat: { Panel: ChatPanel, label: 'ai.tabChat', about: 'ai.aboutChat' },
};
const TEAM_WIDE: ReadonlySet<AiTab> = new Set(['overview', 'weekly']);

export function AiScreen() {
  useDocumentTitle(t('ai.title'));
  const id = useId();
  const search: { tab?: string } = useSearch({ strict: false });
  const navigate = useNavigate();
  const organizationId = useSyncExternalStore(subscribeToOrganization, chosenOrganizationId);
  const team = useHasPermission('time.read.all').allowed;
  const tabs = AI_TABS.filter((tab) => team || !TEAM_WIDE.has(tab));
  const current = tabOf(search.tab, tabs);
  const buttons = useRef<Partial<Record<AiTab, HTMLButtonElement | null>>>({});

  const choose = (tab: AiTab, focus = false) => {
    void navigate({ to: '/ai', search: { tab }, replace: true });
    if (focus) buttons.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(tabs[(next + tabs.length) % tabs.length]!, true);
  };
  const { Panel, label, about } = SECTIONS[current];

  return (
    <section className="stack ai-screen" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('ai.title')}</h1>
      <p className="muted">{t('ai.intro')}</p>
      <div role="tablist" aria-label={t('ai.sections')} className="ai-tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(button) => {
              buttons.current[tab] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab === current ? 0 : -1}
            className="ai-tab"
            onClick={() => choose(tab)}
          >
            {t(SECTIONS[tab].label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`} className="ai-panel">
        <h2>{t(label)}</h2>
        <p className="muted">{t(about)}</p>
        <Panel key={`${organizationId ?? ''}-${current}`} />
      </div>
    </section>
  );
}
