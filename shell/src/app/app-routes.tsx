import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageFrame } from '../frame/page-frame';
import { AboutPage } from '../pages/about-page';
import { ChangelogPage } from '../pages/changelog-page';
import { LandingPage } from '../pages/landing-page';
import { LegalPage } from '../pages/legal-page';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { RequireSignedIn } from '../routing/require-signed-in';

// The login form's code (and the validators it shares with the services) loads only on /login and
// /register; PageFrame's Suspense shows the spinner meanwhile.
const AuthPage = lazy(() => import('../features/auth/components/auth-page'));
const AccountPage = lazy(() => import('../features/account/components/account-page'));
const VerifyEmailPage = lazy(() => import('../features/account/components/verify-email-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const KeepEditingPage = lazy(() => import('../features/keep-editing/components/keep-editing-page'));

/**
 * The spec's route table. The shell renders its own pages; every other path goes to the remote that
 * owns it (src/remotes/remote-routes.ts), which renders its routes below this router.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<LandingPage />} />
      <Route element={<PageFrame />}>
        <Route path="about" element={<AboutPage />} />
        <Route path="changelog" element={<ChangelogPage />} />
        <Route path="login" element={<AuthPage mode="login" />} />
        <Route path="register" element={<AuthPage mode="register" />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route
          path="account"
          element={
            <RequireSignedIn>
              <AccountPage />
            </RequireSignedIn>
          }
        />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="keep-editing" element={<KeepEditingPage />} />
        <Route path="terms" element={<LegalPage document="terms" />} />
        <Route path="privacy" element={<LegalPage document="privacy" />} />
        <Route path="cookies" element={<LegalPage document="cookies" />} />
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
