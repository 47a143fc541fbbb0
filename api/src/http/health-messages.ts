import type { ModuleMessages } from './i18n';

/** What the health checks and the door of a starting node say, in both languages (gathered by i18n.ts). */
export const healthMessages: ModuleMessages = {
  'en-us': {
    health_live: 'The process is running',
    health_ready: 'Ready to serve',
    health_starting: 'Starting: the database is being prepared',
    health_draining: 'Shutting down: finishing the requests in progress',
    health_database_unreachable: 'The database does not answer',
    service_starting: 'The shop is starting; please try again in a moment',
  },
  'zh-cn': {
    health_live: '进程运行中',
    health_ready: '可以提供服务',
    health_starting: '正在启动：正在准备数据库',
    health_draining: '正在停止：处理完进行中的请求后退出',
    health_database_unreachable: '数据库无响应',
    service_starting: '商城正在启动，请稍后再试',
  },
};
