import { PageHeading } from './page-heading';

/** /login and /register: one screen toggling between the two (spec, Login / Register screen). */
export function AuthPage({ mode }: { mode: 'login' | 'register' }) {
  return <PageHeading title={mode === 'login' ? 'Login' : 'Register'} />;
}
