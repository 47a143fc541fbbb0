import type { SpecGroup } from '@shop/contract';
import { chosenSku, initialSelection, isOptionAvailable, missingGroup, parseSkuKey, toggleOption } from './sku-selection';

const COLOUR = 12;
const SIZE = 13;
const RED = 31;
const BLUE = 32;
const M = 35;
const L = 36;

/** A T-shirt in Colour and Size: Red/M in stock, Red/L sold out, Blue/M in stock, Blue/L has no SKU. */
const attr: SpecGroup[] = [
  { id: COLOUR, name: 'Colour', list: [{ id: RED, value: 'Red' }, { id: BLUE, value: 'Blue' }] },
  { id: SIZE, name: 'Size', list: [{ id: M, value: 'M' }, { id: L, value: 'L' }] },
];
const redMedium = { id: 101, key: '12:31,13:35', stock: 3 };
const skus = [redMedium, { id: 102, key: '12:31,13:36', stock: 0 }, { id: 103, key: '12:32,13:35', stock: 10 }];

describe('parseSkuKey', () => {
  it('reads spec:value pairs', () => {
    expect(parseSkuKey('12:31,13:35')).toEqual({ 12: 31, 13: 35 });
  });

  it('reads the empty key of goods without specs as no pairs, and skips malformed pairs', () => {
    expect(parseSkuKey('')).toEqual({});
    expect(parseSkuKey('12:31,oops,13:')).toEqual({ 12: 31 });
    expect(parseSkuKey('12:31, 13:35,x:1')).toEqual({ 12: 31, 13: 35 });
  });

  it('does not depend on the order of the pairs', () => {
    expect(parseSkuKey('13:35,12:31')).toEqual(parseSkuKey('12:31,13:35'));
  });
});

describe('isOptionAvailable', () => {
  it('offers every value that some SKU in stock has when nothing is chosen', () => {
    expect(isOptionAvailable(skus, {}, COLOUR, RED)).toBe(true);
    expect(isOptionAvailable(skus, {}, COLOUR, BLUE)).toBe(true);
    expect(isOptionAvailable(skus, {}, SIZE, M)).toBe(true);
  });

  it('disables a value whose only SKUs are sold out', () => {
    expect(isOptionAvailable(skus, {}, SIZE, L)).toBe(false);
  });

  it('disables a value that has no SKU with the other chosen values', () => {
    expect(isOptionAvailable(skus, { [COLOUR]: BLUE }, SIZE, L)).toBe(false);
    expect(isOptionAvailable(skus, { [COLOUR]: RED }, SIZE, L)).toBe(false);
    expect(isOptionAvailable(skus, { [COLOUR]: BLUE }, SIZE, M)).toBe(true);
  });

  it('judges a value of a chosen group against the other groups only (switching stays possible)', () => {
    expect(isOptionAvailable(skus, { [COLOUR]: RED, [SIZE]: M }, COLOUR, BLUE)).toBe(true);
  });

  it('disables everything when nothing is in stock', () => {
    const soldOut = skus.map((sku) => ({ ...sku, stock: 0 }));
    expect(isOptionAvailable(soldOut, {}, COLOUR, RED)).toBe(false);
  });
});

describe('chosenSku and missingGroup', () => {
  it('names the first group still to choose', () => {
    expect(missingGroup(attr, {})?.name).toBe('Colour');
    expect(missingGroup(attr, { [COLOUR]: RED })?.name).toBe('Size');
    expect(missingGroup(attr, { [COLOUR]: RED, [SIZE]: M })).toBeUndefined();
  });

  it('answers the SKU of a complete selection only, as the caller typed it', () => {
    expect(chosenSku(attr, skus, { [COLOUR]: RED })).toBeNull();
    expect(chosenSku(attr, skus, { [COLOUR]: BLUE, [SIZE]: M })?.id).toBe(103);
    expect(chosenSku(attr, skus, { [COLOUR]: BLUE, [SIZE]: L })).toBeNull();
  });

  it('finds a SKU whatever the order of its key', () => {
    const reordered = [{ ...redMedium, key: '13:35,12:31' }];
    expect(chosenSku(attr, reordered, { [COLOUR]: RED, [SIZE]: M })?.id).toBe(101);
  });

  it('does not take a SKU that names only some of the groups', () => {
    const partial = [{ ...redMedium, key: '12:31' }];
    expect(chosenSku(attr, partial, { [COLOUR]: RED, [SIZE]: M })).toBeNull();
  });

  it('ignores a value chosen for a group the product does not have', () => {
    expect(chosenSku(attr, skus, { [COLOUR]: RED, [SIZE]: M, 99: 1 })?.id).toBe(101);
  });

  it('answers the only SKU of goods without specs', () => {
    const single = [{ ...redMedium, key: '' }];
    expect(chosenSku([], single, {})?.id).toBe(101);
    expect(missingGroup([], {})).toBeUndefined();
  });
});

describe('initialSelection', () => {
  it('chooses the only SKU at once, and nothing when there are several', () => {
    expect(initialSelection([skus[2]!])).toEqual({ [COLOUR]: BLUE, [SIZE]: M });
    expect(initialSelection(skus)).toEqual({});
  });
});

describe('toggleOption', () => {
  it('chooses, switches and clears a value', () => {
    const red = toggleOption({}, COLOUR, RED);
    expect(red).toEqual({ [COLOUR]: RED });
    expect(toggleOption(red, COLOUR, BLUE)).toEqual({ [COLOUR]: BLUE });
    expect(toggleOption(red, COLOUR, RED)).toEqual({});
  });

  it('leaves the selection it was given unchanged', () => {
    const red = { [COLOUR]: RED };
    toggleOption(red, SIZE, M);
    expect(red).toEqual({ [COLOUR]: RED });
  });
});
