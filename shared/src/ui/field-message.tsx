/** The words under a field, announced when they appear; their room is kept so that fields do not jump. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} role={message ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-red-600">
      {message ?? ''}
    </p>
  );
}
