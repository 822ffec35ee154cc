import { PLAN_LIST, type PlanId } from '@groupmap/contracts';
import { Flex } from 'antd';
import { planButtonState } from '../plan-button-state';
import { planLabels } from '../plan-labels';
import { PlanCard } from './plan-card';

export interface PlanCardsProps {
  /** The signed-in user's plan; null for a visitor, whose cards have no buttons. */
  currentPlan: PlanId | null;
  /** The plan the account moves to at the period end, whose card offers nothing. */
  scheduledPlan?: PlanId | null;
  pending?: PlanId | null;
  onSubscribe?: (plan: PlanId) => void;
}

/** The three plan cards (free, pro, business) of the contracts' plan table. */
export function PlanCards({
  currentPlan,
  scheduledPlan = null,
  pending = null,
  onSubscribe,
}: PlanCardsProps) {
  return (
    <Flex gap="middle" wrap role="group" aria-label={planLabels.plansRegion} style={{ width: '100%' }}>
      {PLAN_LIST.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          button={currentPlan ? planButtonState(plan.id, currentPlan, pending, scheduledPlan) : undefined}
          onSubscribe={() => onSubscribe?.(plan.id)}
        />
      ))}
    </Flex>
  );
}
