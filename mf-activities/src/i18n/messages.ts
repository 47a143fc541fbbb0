import { addMessages } from '@shop/shared';
import { commonMessages } from './common-messages';
import { groupMessages } from './group-messages';
import { secondMessages } from './second-messages';
import { bargainMessages } from './bargain-messages';
import { pointMessages } from './point-messages';
import { limitMessages } from './limit-messages';
import { adminActivityMessages } from './admin-activity-messages';

/** Every string the activity pages show, in both languages (namespace `activities`): `t('group.title')`. */
export const activitiesMessages = {
  'en-us': {
    common: commonMessages['en-us'],
    group: groupMessages['en-us'],
    second: secondMessages['en-us'],
    bargain: bargainMessages['en-us'],
    point: pointMessages['en-us'],
    limit: limitMessages['en-us'],
    admin: adminActivityMessages['en-us'],
  },
  'zh-cn': {
    common: commonMessages['zh-cn'],
    group: groupMessages['zh-cn'],
    second: secondMessages['zh-cn'],
    bargain: bargainMessages['zh-cn'],
    point: pointMessages['zh-cn'],
    limit: limitMessages['zh-cn'],
    admin: adminActivityMessages['zh-cn'],
  },
};

addMessages('activities', activitiesMessages);
