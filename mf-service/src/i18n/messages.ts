import { addMessages } from '@shop/shared';
import { chatMessages } from './chat-messages';
import { consoleMessages } from './console-messages';
import { helpMessages } from './help-messages';
import { adminHelpMessages } from './admin-help-messages';

/** Every string the service pages show, in both languages (namespace `service`): `t('chat.title')`. */
export const serviceMessages = {
  'en-us': { chat: chatMessages['en-us'], console: consoleMessages['en-us'], help: helpMessages['en-us'], adminHelp: adminHelpMessages['en-us'] },
  'zh-cn': { chat: chatMessages['zh-cn'], console: consoleMessages['zh-cn'], help: helpMessages['zh-cn'], adminHelp: adminHelpMessages['zh-cn'] },
};

addMessages('service', serviceMessages);
