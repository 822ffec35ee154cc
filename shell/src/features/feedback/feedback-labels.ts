/** Texts of the feedback dialog (spec section 2). Its toasts are contracts' feedbackSent/Failed. */
export const feedbackLabels = {
  button: 'Feedback',
  title: 'Send Feedback',
  description: 'Tell us what works, what does not, and what you would like Groupmap to do next.',
  message: 'Message',
  email: 'Email (optional)',
  emailHint: 'Leave an address if you would like a reply.',
  cancel: 'Cancel',
  submit: 'Send Feedback',
  submitting: 'Sending...',
  close: 'Close',
} as const;
