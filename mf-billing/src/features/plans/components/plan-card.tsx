import type { Plan } from '@groupmap/contracts';
import { Button, Card, Flex, Typography } from 'antd';
import { formatGbp } from '../../../lib/format';
import { planLabels } from '../plan-labels';
import type { PlanButtonState } from '../plan-button-state';

export interface PlanCardProps {
  plan: Plan;
  /** The card's button; absent for a signed-out visitor, who is asked to log in instead. */
  button?: PlanButtonState;
  onSubscribe?: () => void;
}

const cardStyles = { root: { flex: '1 1 240px', maxWidth: 360 }, body: { height: '100%' } };

/**
 * One plan of the pricing table: its name, the marketed monthly figure beside the yearly price
 * (decisions.md), its features and the button of spec section 4. Only upgrades are drawn filled: a
 * downgrade is offered, not promoted.
 */
export function PlanCard({ plan, button, onSubscribe }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  return (
    <Card styles={cardStyles}>
      <Flex vertical gap="small" component="section" aria-labelledby={headingId} style={{ height: '100%' }}>
        <Typography.Title level={2} id={headingId} style={{ margin: 0 }}>
          {plan.name}
        </Typography.Title>
        <Typography.Text>
          <Typography.Text strong style={{ fontSize: 28 }}>
            {formatGbp(plan.marketedMonthlyPriceGbp)}
          </Typography.Text>
          {planLabels.perMonth}
        </Typography.Text>
        {plan.yearlyPriceGbp > 0 && (
          <Typography.Text type="secondary">
            {formatGbp(plan.yearlyPriceGbp)}
            {planLabels.perYear}, {planLabels.billedYearly}
          </Typography.Text>
        )}
        <ul style={{ paddingInlineStart: 20, margin: 0 }}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {button && (
          <Button
            type={button.action === 'upgrade' ? 'primary' : 'default'}
            disabled={button.disabled}
            onClick={onSubscribe}
            block
            style={{ marginTop: 'auto' }}
          >
            {button.label}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
