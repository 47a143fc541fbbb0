/** The photo picker's strings (refund requests and reviews), in both languages (namespace `ucenter`, key `upload`). */
export const uploadMessages = {
  'en-us': {
    add: 'Add photo',
    uploading: 'Uploading photo…',
    count: '{{count}}/{{max}} photos',
    hint: 'JPEG, PNG or WebP, up to {{size}} MB each',
    photo: 'Photo {{index}}',
    remove: 'Remove photo {{index}}',
    tooMany: 'At most {{max}} photos; the rest were left out',
    failed: 'The photo could not be uploaded; please try again',
  },
  'zh-cn': {
    add: '添加图片',
    uploading: '图片上传中…',
    count: '{{count}}/{{max}} 张',
    hint: '支持 JPEG、PNG、WebP，单张不超过 {{size}} MB',
    photo: '图片 {{index}}',
    remove: '删除图片 {{index}}',
    tooMany: '最多 {{max}} 张，多出的图片未添加',
    failed: '图片上传失败，请重试',
  },
};
