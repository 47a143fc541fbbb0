/** The back-office page of one member. */
export const memberPath = (id: number) => `/admin/member/detail?id=${id}`;
