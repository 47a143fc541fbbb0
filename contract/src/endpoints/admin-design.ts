import type { adminDesignDetail, adminDesignGoodsAnswer, adminDesignGoodsQuery, adminDesignHistoryAnswer, adminDesignPublishBody, adminDesignQuery, adminDesignRollbackBody, adminDesignSaveBody } from '../admin-design';
import type { Endpoint } from '../endpoint';

export const getAdminDesign: Endpoint<typeof adminDesignQuery, typeof adminDesignDetail> = { operationId: 'getAdminDesign', method: 'GET', path: '/admin/design/detail' };
export const saveAdminDesign: Endpoint<typeof adminDesignSaveBody, typeof adminDesignDetail> = { operationId: 'saveAdminDesign', method: 'POST', path: '/admin/design/save' };
export const publishAdminDesign: Endpoint<typeof adminDesignPublishBody, typeof adminDesignDetail> = { operationId: 'publishAdminDesign', method: 'POST', path: '/admin/design/publish' };
export const listAdminDesignVersions: Endpoint<typeof adminDesignQuery, typeof adminDesignHistoryAnswer> = { operationId: 'listAdminDesignVersions', method: 'GET', path: '/admin/design/history' };
export const rollBackAdminDesign: Endpoint<typeof adminDesignRollbackBody, typeof adminDesignDetail> = { operationId: 'rollBackAdminDesign', method: 'POST', path: '/admin/design/rollback' };
export const listAdminDesignGoods: Endpoint<typeof adminDesignGoodsQuery, typeof adminDesignGoodsAnswer> = { operationId: 'listAdminDesignGoods', method: 'GET', path: '/admin/design/goods' };
