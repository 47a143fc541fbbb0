/** The words under a field, announced when they appear; the space is kept so fields do not jump. */
export function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  return (
    <p id={id} role={problem ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-red-600">
      {problem ?? ''}
    </p>
  );
}
