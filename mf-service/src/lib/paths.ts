/** The agents' desk in the back office (purview/index routes it; the service remote renders it). */
export const ADMIN_SERVICE_DESK_PATH = '/admin/service/desk';
