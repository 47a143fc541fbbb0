import { activityFormSchema } from './activity-form-schema';
import { newActivityValues, type ActivityFormValues } from './activity-form-values';

const sku = { sku_id: 51, price: '79', floor_price: '', points: 0, stock: 40 };
const values = (overrides: Partial<ActivityFormValues>): ActivityFormValues => ({
  ...newActivityValues('group', new Date('2025-07-01T10:30:00')),
  goods_id: 5,
  title: { zh: '衬衫拼团', en: 'Shirt group' },
  skus: [sku],
  ...overrides,
});

test('the contract checks the body the form would send, its verdicts on the form’s own paths', () => {
  const verdicts = (form: ActivityFormValues) => activityFormSchema.safeParse(form).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
  expect(verdicts(values({ group_size: null, skus: [{ ...sku, price: 'cheap' }] }))).toEqual([
    ['skus.0.price', 'activity_price_invalid'],
    ['group_size', 'field_required'],
  ]);
  expect(verdicts(values({ per_member_limit: null }))?.map(([path]) => path)).toEqual(['per_member_limit']);
});

test('a form that passes is the save body: the chosen type’s settings only', () => {
  const body = activityFormSchema.parse(values({ group_size: 3, slot_id: 2, helpers_needed: 4 }));
  expect(body).toEqual({
    type: 'group',
    goods_id: 5,
    title: { zh: '衬衫拼团', en: 'Shirt group' },
    starts_at: new Date('2025-07-01T11:00').toISOString(),
    ends_at: new Date('2025-07-08T11:00').toISOString(),
    per_member_limit: 0,
    per_order_limit: 0,
    group_size: 3,
    window_minutes: 1440,
    skus: [{ sku_id: 51, price: '79', stock: 40 }],
  });
});
