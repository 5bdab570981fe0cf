// Those who see money: projects near or over their budget, with the share used and the amount
// (hours, or money in the client's currency), each a link to its project.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from '../../lib/i18n';
import { useLocalTime } from '../../lib/local-time';
import { clientsQuery } from '../clients';
import { moneyIn } from '../invoices';
import { budgetUse, projectsQuery } from '../projects';
import { HomeCard } from './home-card';
import { budgetsToWatch, type BudgetToWatch } from './money';

export function BudgetsCard() {
  const { format } = useLocalTime();
  const projects = useQuery(projectsQuery('ACTIVE'));
  const clients = useQuery(clientsQuery('ALL', ''));
  const currencyOfClient = new Map((clients.data ?? []).map((client) => [client.id, client.currency]));
  const watched = budgetsToWatch(
    (projects.data ?? []).map((project) => ({ ...project, use: budgetUse(project) })),
    currencyOfClient,
  );
  const amount = (budget: BudgetToWatch, value: number) =>
    budget.unit === 'hours'
      ? t('projects.hours', { hours: format.number(value) })
      : budget.currency
        ? moneyIn(format, value, budget.currency)
        : null;

  return (
    <HomeCard
      id="home-budgets"
      title={t('home.budgetsTitle')}
      queries={[projects, clients]}
      action={<Link to="/projects">{t('home.openBudgets')}</Link>}
    >
      {watched.length === 0 ? (
        <p>{t('home.budgetsNone')}</p>
      ) : (
        <ul className="home-rows">
          {watched.map((budget) => {
            const used = amount(budget, budget.used);
            const total = amount(budget, budget.total);
            return (
              <li key={budget.id} className={`home-row home-row-${budget.state}`}>
                <span className="home-row-main">
                  <Link to="/projects/$projectId" params={{ projectId: budget.id }}>
                    {budget.name}
                  </Link>
                  <span className="muted">{budget.clientName}</span>
                </span>
                <span className="home-row-figures">
                  <strong>
                    {t(budget.state === 'over' ? 'home.budgetOver' : 'home.budgetNear', {
                      percent: format.number(budget.percent),
                    })}
                  </strong>
                  {used && total && <span>{t('projects.budgetOf', { used, total })}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </HomeCard>
  );
}
