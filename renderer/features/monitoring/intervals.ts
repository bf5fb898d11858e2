/** The "How often" choices of every monitor form. */
export const intervals: [number, string][] = [
  [30, 'every 30 seconds'],
  [60, 'every minute'],
  [120, 'every 2 minutes'],
  [300, 'every 5 minutes'],
  [600, 'every 10 minutes'],
  [900, 'every 15 minutes'],
  [1800, 'every 30 minutes'],
  [3600, 'every hour'],
];
