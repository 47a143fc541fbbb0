/** The rows of a `db.execute` answer, which both drivers (node-postgres and PGlite) give as `rows`. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
