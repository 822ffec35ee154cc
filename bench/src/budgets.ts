/** First-visit gzip JavaScript budgets of the foundation issue, in kB (1 kB = 1000 bytes). */
export const BUNDLE_BUDGETS = [
  { name: 'landing page', path: '/', budgetKb: 200 },
  { name: 'map page', path: '/map/test', budgetKb: 300 },
  { name: 'embedded map', path: '/embed/test', budgetKb: 150 },
] as const;
