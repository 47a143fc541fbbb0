import { addMessages } from '@shop/shared';
import kit from '../package.json';

/**
 * The kit's namespace, one per major version: copies of one major bundled by different apps add the
 * same words (a minor only adds keys), and another major never rewords what an older copy shows.
 */
export const FORMS_NAMESPACE = `forms-v${kit.version.split('.')[0]}`;

export const formMessages = {
  'en-us': {
    required: '{{field}} is required',
    wrong: '{{field}} is not valid',
    tooLong: '{{field}} is too long',
    tooShort: '{{field}} is too short',
    tooLarge: '{{field}} is too large',
    tooSmall: '{{field}} is too small',
    failed: 'That did not work, please try again',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    filters: 'Filters',
    search: 'Search',
    reset: 'Reset',
    date: {
      dayFormat: 'YYYY-MM-DD',
      minuteFormat: 'YYYY-MM-DD HH:mm',
      pickDay: 'Choose a date',
      pickMinute: 'Choose a date and time',
      hour: 'Hour',
      minute: 'Minute',
      done: 'Done',
    },
  },
  'zh-cn': {
    required: '{{field}}不能为空',
    wrong: '{{field}}格式不正确',
    tooLong: '{{field}}过长',
    tooShort: '{{field}}过短',
    tooLarge: '{{field}}过大',
    tooSmall: '{{field}}过小',
    failed: '操作失败，请重试',
    cancel: '取消',
    close: '关闭',
    save: '保存',
    filters: '筛选',
    search: '查询',
    reset: '重置',
    date: {
      dayFormat: '年-月-日',
      minuteFormat: '年-月-日 时:分',
      pickDay: '选择日期',
      pickMinute: '选择日期时间',
      hour: '时',
      minute: '分',
      done: '确定',
    },
  },
};

addMessages(FORMS_NAMESPACE, formMessages);
