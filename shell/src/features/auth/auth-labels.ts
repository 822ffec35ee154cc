import type { AuthMode } from './lib/validate-credentials';

/** Texts of the Login / Register screen (spec section 2). Failures use contracts' toast texts. */
export const authLabels: Readonly<
  Record<
    AuthMode,
    {
      title: string;
      lead: string;
      submit: string;
      submitting: string;
      switchPrompt: string;
      switchLink: string;
    }
  >
> = {
  login: {
    title: 'Login',
    lead: 'Welcome back. Log in to manage your maps.',
    submit: 'Login',
    submitting: 'Logging in...',
    switchPrompt: "Don't have an account?",
    switchLink: 'Register',
  },
  register: {
    title: 'Register',
    lead: 'Create a free account to make your own maps and invite your group.',
    submit: 'Register',
    submitting: 'Registering...',
    switchPrompt: 'Already have an account?',
    switchLink: 'Login',
  },
};

export const fieldLabels = {
  username: 'Username',
  email: 'Email',
  password: 'Password',
} as const;
