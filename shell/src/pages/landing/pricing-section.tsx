import { PLAN_LIST, PLANS, type PlanId } from '@groupmap/contracts';
import { Link } from 'react-router-dom';
import { Icon } from './icon';
import { featuresOnEveryPlan, pricingRows, type PricingCell } from './pricing-rows';

/** Who each plan is for, under its name in the table's header. */
const PLAN_SUMMARIES: Record<PlanId, string> = {
  free: 'One map to try it with your group',
  pro: 'A few maps with your own fields and password',
  business: 'Many large maps and priority support',
};

/** Where each plan's button leads: sign up for free, or the subscription page for a paid plan. */
const PLAN_ACTIONS: Record<PlanId, { to: string; label: string }> = {
  free: { to: '/register', label: 'Start free' },
  pro: { to: '/subscription', label: `Choose ${PLANS.pro.name}` },
  business: { to: '/subscription', label: `Choose ${PLANS.business.name}` },
};

const ROWS = pricingRows(PLAN_LIST);
const SHARED_FEATURES = featuresOnEveryPlan(PLAN_LIST);

function Cell({ cell }: { cell: PricingCell }) {
  if (cell.kind === 'text') return <td>{cell.text}</td>;
  return (
    <td className={cell.included ? 'pricing__yes' : 'pricing__no'}>
      {cell.included ? <Icon name="check" /> : <span aria-hidden="true">–</span>}
      <span className="gm-visually-hidden">{cell.included ? 'Included' : 'Not included'}</span>
    </td>
  );
}

/** The pricing table (#pricing), generated from the contracts plan table. */
export function PricingSection() {
  return (
    <section id="pricing" className="landing-section" aria-labelledby="pricing-title">
      <div className="landing-section__intro">
        <h2 id="pricing-title">Simple yearly pricing</h2>
        <p>
          Start free and upgrade when your group needs more. Plans are billed once a year, in pounds sterling
          excluding VAT.
        </p>
      </div>
      <div className="pricing">
        <table className="pricing__table">
          <caption className="gm-visually-hidden">Groupmap plans compared</caption>
          <thead>
            <tr>
              <td />
              {PLAN_LIST.map((plan) => (
                <th key={plan.id} scope="col" className={`pricing__plan pricing__plan--${plan.id}`}>
                  {plan.name}
                  <span className="pricing__summary">{PLAN_SUMMARIES[plan.id]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <Cell key={PLAN_LIST[index]?.id} cell={cell} />
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td />
              {PLAN_LIST.map((plan) => (
                <td key={plan.id}>
                  <Link
                    to={PLAN_ACTIONS[plan.id].to}
                    className={plan.id === 'free' ? 'gm-button' : 'gm-button gm-button--secondary'}
                  >
                    {PLAN_ACTIONS[plan.id].label}
                  </Link>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="pricing__shared">
        <h3>On every plan</h3>
        <ul>
          {[...SHARED_FEATURES, 'Visitors add locations without an account'].map((feature) => (
            <li key={feature}>
              <Icon name="check" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
