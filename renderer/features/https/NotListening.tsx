/** The machine's names and addresses that are not offered, each with why it does not answer. */
export function NotListening({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="trust-not-listening">
      {notes.map((note) => (
        <li key={note} className="trust-muted">
          {note}
        </li>
      ))}
    </ul>
  );
}
