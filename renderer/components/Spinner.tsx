/** A small spinning ring; `label` is read by screen readers. */
export function Spinner({ size = 22, label = 'Loading' }: { size?: number; label?: string }) {
  return <span className="spinner" role="status" aria-label={label} style={{ width: size, height: size }} />;
}
