/**
 * The CONTRIBUTOR_EMAIL_KEY of every test configuration of auth and maps: one value for both, as in
 * a deployment, so a hash auth publishes matches the one maps keeps.
 */
export const TEST_CONTRIBUTOR_EMAIL_KEY = 'contributor-email-test-key-0123456789abcdef';
