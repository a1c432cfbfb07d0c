/** SQLSTATE 23505, raised the same way by PGlite and node-postgres. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
