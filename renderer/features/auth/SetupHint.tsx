/** Shown on /login while no administrator exists yet. */
export function SetupHint() {
  return (
    <div className="notice" role="note">
      <strong>First start: no administrator yet.</strong>
      <span>
        Create the administrator with the setup link printed in the server console. It looks like{' '}
        <code>http://…/setup?code=…</code>
      </span>
    </div>
  );
}
