import {
  afterSignInPath,
  LoadingScreen,
  RETURN_URL_PARAM,
  useDocumentTitle,
  useSession,
} from '@groupmap/app-kit';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { authLabels } from '../auth-labels';
import { FORGOT_PASSWORD_PATH, forgotPasswordLabels } from '../password-reset-labels';
import type { AuthMode } from '../lib/validate-credentials';
import { AuthForm } from './auth-form';
import './auth-page.css';

const OTHER_MODE: Record<AuthMode, AuthMode> = { login: 'register', register: 'login' };

/**
 * /login and /register: one screen toggling between Login and Register (spec section 2). The toggle
 * keeps the returnUrl and starts the other form empty. A signed-in visitor is sent on at once, to
 * the returnUrl when it is a same-site path, else /dashboard. Loaded lazily: the landing page does
 * not need form code.
 */
export default function AuthPage({ mode }: { mode: AuthMode }) {
  const session = useSession();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const labels = authLabels[mode];
  const returnUrl = params.get(RETURN_URL_PARAM);
  useDocumentTitle(labels.title);

  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-in') return <Navigate to={afterSignInPath(returnUrl)} replace />;
  const other = OTHER_MODE[mode];
  return (
    <section className="auth-page" aria-labelledby="auth-page-title">
      <h1 id="auth-page-title" className="auth-page__title">
        {labels.title}
      </h1>
      <p className="auth-page__lead">{labels.lead}</p>
      {/* Keyed by mode: toggling between Login and Register resets the form. */}
      <AuthForm key={mode} mode={mode} returnUrl={returnUrl} />
      {mode === 'login' && (
        <p className="auth-page__forgot">
          <Link to={FORGOT_PASSWORD_PATH}>{forgotPasswordLabels.link}</Link>
        </p>
      )}
      <p className="auth-page__switch">
        {labels.switchPrompt}{' '}
        <Link to={{ pathname: `/${other}`, search }}>{authLabels[mode].switchLink}</Link>
      </p>
    </section>
  );
}
