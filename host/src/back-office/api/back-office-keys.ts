/**
 * The back office's query keys. Every one starts with `admin`: signing out of the back office drops
 * them all (clearStaffSession), so no page shows what the previous user was allowed to read.
 */
export const backOfficeKeys = {
  all: ['admin'] as const,
  purview: () => [...backOfficeKeys.all, 'purview'] as const,
  roles: () => [...backOfficeKeys.all, 'roles'] as const,
  staff: (params?: object) => (params ? ([...backOfficeKeys.all, 'staff', params] as const) : ([...backOfficeKeys.all, 'staff'] as const)),
  audit: (params: object) => [...backOfficeKeys.all, 'audit', params] as const,
};
