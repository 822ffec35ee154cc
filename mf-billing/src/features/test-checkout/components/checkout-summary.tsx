import { formatMessage } from '@groupmap/contracts';
import { Descriptions } from 'antd';
import { formatGbp } from '../../../lib/format';
import type { TestCheckout } from '../api/get-test-checkout';
import { checkoutLabels } from '../checkout-labels';

function discountText({ discountCode, percentOff }: TestCheckout): string {
  if (!discountCode) return checkoutLabels.noDiscount;
  if (percentOff === null) return discountCode;
  return formatMessage(checkoutLabels.percentOff, { code: discountCode, percent: percentOff });
}

/** The plan, its yearly price, the discount and the total of a TEST MODE checkout. */
export function CheckoutSummary({ checkout }: { checkout: TestCheckout }) {
  return (
    <Descriptions
      column={1}
      bordered
      size="middle"
      items={[
        { key: 'plan', label: checkoutLabels.plan, children: checkout.planName },
        {
          key: 'price',
          label: checkoutLabels.price,
          children: `${formatGbp(checkout.amountGbp)}${checkoutLabels.perYear}`,
        },
        { key: 'discount', label: checkoutLabels.discount, children: discountText(checkout) },
        {
          key: 'total',
          label: checkoutLabels.total,
          children: <strong>{`${formatGbp(checkout.totalGbp)}${checkoutLabels.perYear}`}</strong>,
        },
      ]}
    />
  );
}
