/** The "How often" choices of every monitor form: seconds, and the label's key in monitoring.intervals. */
export const intervals: [number, string][] = [
  [30, 's30'],
  [60, 'm1'],
  [120, 'm2'],
  [300, 'm5'],
  [600, 'm10'],
  [900, 'm15'],
  [1800, 'm30'],
  [3600, 'h1'],
];
