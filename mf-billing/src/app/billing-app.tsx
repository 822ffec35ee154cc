import { Navigate, Route, Routes } from 'react-router-dom';
import { SubscriptionPage } from '../features/plans/components/subscription-page';
import { TestCheckoutPage } from '../features/test-checkout/components/test-checkout-page';
import { AntdTheme } from './antd-theme';

/** Exposed as `./app`: the billing remote's routes, rendered under the shell's (or its own) router. */
export default function BillingApp() {
  return (
    <AntdTheme>
      <Routes>
        <Route path="/subscription" element={<SubscriptionPage />} />
        <Route path="/subscription/checkout/:checkoutId" element={<TestCheckoutPage />} />
        <Route path="*" element={<Navigate to="/subscription" replace />} />
      </Routes>
    </AntdTheme>
  );
}
