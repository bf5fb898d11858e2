/** A field's error under it, announced when it appears; nothing while there is none. */
export function FieldError({ id, message }: { id?: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}
