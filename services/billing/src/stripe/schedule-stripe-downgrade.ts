import type Stripe from 'stripe';

/**
 * Switches a subscription to `price` from `at` (its period end) with a subscription schedule: the
 * current phase runs unchanged until `at`, the next one bills the new price with no proration (the
 * terms give no refunds for partial periods), then the schedule releases the subscription. Stripe
 * sends customer.subscription.updated when the switch happens, and the webhook applies the plan.
 */
export async function scheduleStripeDowngrade(
  stripe: Stripe,
  subscriptionId: string,
  price: string,
  at: Date,
): Promise<void> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const scheduleId =
    typeof subscription.schedule === 'string' ? subscription.schedule : subscription.schedule?.id;
  const schedule = scheduleId
    ? await stripe.subscriptionSchedules.retrieve(scheduleId)
    : await stripe.subscriptionSchedules.create(
        { from_subscription: subscriptionId },
        { idempotencyKey: `schedule-${subscriptionId}` },
      );
  const currentItems = subscription.items.data.map((item) => ({
    price: item.price.id,
    quantity: item.quantity ?? 1,
  }));
  const startDate = schedule.current_phase?.start_date ?? schedule.phases[0]?.start_date;
  const endDate = Math.floor(at.getTime() / 1000);
  await stripe.subscriptionSchedules.update(schedule.id, {
    end_behavior: 'release',
    phases: [
      { items: currentItems, ...(startDate !== undefined && { start_date: startDate }), end_date: endDate },
      { items: [{ price, quantity: 1 }], start_date: endDate, proration_behavior: 'none' },
    ],
  });
}
