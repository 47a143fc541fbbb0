import type { z } from 'zod';
import type { bindBody, forgetBody, loginBody, memberCenterAnswer, memberProfile, registerBody, signedIn, userCenterQuery, wechatCallbackQuery, wechatStartQuery } from '../user';
import type { Endpoint } from '../endpoint';

export const register: Endpoint<typeof registerBody, typeof signedIn> = { operationId: 'register', method: 'POST', path: '/user/register' };
export const signIn: Endpoint<typeof loginBody, typeof signedIn> = { operationId: 'signIn', method: 'POST', path: '/user/login' };
export const signOut: Endpoint<undefined, z.ZodNull> = { operationId: 'signOut', method: 'POST', path: '/user/logout' };
export const resetPassword: Endpoint<typeof forgetBody, z.ZodNull> = { operationId: 'resetPassword', method: 'POST', path: '/user/forget' };
export const bindMobile: Endpoint<typeof bindBody, typeof memberProfile> = { operationId: 'bindMobile', method: 'POST', path: '/user/bind' };
export const getMemberCenter: Endpoint<typeof userCenterQuery, typeof memberCenterAnswer> = { operationId: 'getMemberCenter', method: 'GET', path: '/user/center' };
export const startWechatSignIn: Endpoint<typeof wechatStartQuery, z.ZodNull> = { operationId: 'startWechatSignIn', method: 'GET', path: '/user/wechat/start' };
export const finishWechatSignIn: Endpoint<typeof wechatCallbackQuery, z.ZodNull> = { operationId: 'finishWechatSignIn', method: 'GET', path: '/user/wechat/callback' };
