import { SMS_SCENES, type SmsScene } from '@shop/contract';
import { hasDevelopmentConveniences, type NodeEnv } from '../../../node-env';

/** The environment the settings are read from: process.env at start, a plain object in tests. */
export type Env = Readonly<Record<string, string | undefined>>;

/** Where a provider's API is reached: https, or http outside production (the tests' local fakes). */
export type ProviderEndpoint = { protocol: 'https' | 'http'; host: string };

/** The provider's approved template for each scene's message. */
export type SceneTemplates = Record<SmsScene, string>;

export type AliyunSmsSettings = {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templates: SceneTemplates;
  endpoint: ProviderEndpoint;
};

export type TencentSmsSettings = {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templates: SceneTemplates;
  region: string;
  endpoint: ProviderEndpoint;
};

const ENDPOINT = /^(?:(https?):\/\/)?([A-Za-z0-9.-]+(?::\d{1,5})?)\/?$/;

/** Reads one provider's settings, refusing the start with the name of the first one missing or malformed. */
function settingsReader(env: Env, nodeEnv: NodeEnv, provider: string) {
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`SMS_PROVIDER=${provider} needs ${name}`);
    return value;
  };
  const optional = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const templates = (prefix: string) =>
    Object.fromEntries(SMS_SCENES.map((scene) => [scene, required(`${prefix}_TEMPLATE_${scene.toUpperCase()}`)])) as SceneTemplates;
  const endpoint = (name: string, fallback: string): ProviderEndpoint => {
    const raw = optional(name, fallback);
    const match = ENDPOINT.exec(raw);
    if (!match) throw new Error(`${name} must be a host name such as ${fallback}, got "${raw}"`);
    const protocol = match[1] === 'http' ? 'http' : 'https';
    // Plain http only in development, or to this machine (a local relay), as for the payment providers.
    const loopback = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(match[2]!);
    if (protocol === 'http' && !loopback && !hasDevelopmentConveniences(nodeEnv)) {
      throw new Error(`${name} must be reached over https in production (plain http only on localhost): the messages carry verification codes`);
    }
    return { protocol, host: match[2]! };
  };
  return { required, optional, templates, endpoint };
}

export function aliyunSmsSettings(env: Env, nodeEnv: NodeEnv): AliyunSmsSettings {
  const read = settingsReader(env, nodeEnv, 'aliyun');
  return {
    accessKeyId: read.required('ALIYUN_SMS_ACCESS_KEY_ID'),
    accessKeySecret: read.required('ALIYUN_SMS_ACCESS_KEY_SECRET'),
    signName: read.required('ALIYUN_SMS_SIGN_NAME'),
    templates: read.templates('ALIYUN_SMS'),
    endpoint: read.endpoint('ALIYUN_SMS_ENDPOINT', 'dysmsapi.aliyuncs.com'),
  };
}

export function tencentSmsSettings(env: Env, nodeEnv: NodeEnv): TencentSmsSettings {
  const read = settingsReader(env, nodeEnv, 'tencent');
  return {
    secretId: read.required('TENCENT_SMS_SECRET_ID'),
    secretKey: read.required('TENCENT_SMS_SECRET_KEY'),
    sdkAppId: read.required('TENCENT_SMS_SDK_APP_ID'),
    signName: read.required('TENCENT_SMS_SIGN_NAME'),
    templates: read.templates('TENCENT_SMS'),
    region: read.optional('TENCENT_SMS_REGION', 'ap-guangzhou'),
    endpoint: read.endpoint('TENCENT_SMS_ENDPOINT', 'sms.tencentcloudapi.com'),
  };
}

/** The template of a scene; the sender refuses a scene it has none for rather than send the wrong text. */
export function templateFor(templates: SceneTemplates, scene: string): string {
  const template = (templates as Record<string, string | undefined>)[scene];
  if (!template) throw new Error(`no SMS template for the scene "${scene}"`);
  return template;
}
