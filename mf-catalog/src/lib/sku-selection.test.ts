import { redMedium, tShirt } from '@/testing/fixtures';
import { chosenSku, isOptionAvailable, missingGroup, parseSkuKey, toggleOption } from './sku-selection';

const { attr, skus } = tShirt;
const COLOUR = 12;
const SIZE = 13;
const RED = 31;
const BLUE = 32;
const M = 35;
const L = 36;

describe('parseSkuKey', () => {
  it('reads spec:value pairs', () => {
    expect(parseSkuKey('12:31,13:35')).toEqual({ 12: 31, 13: 35 });
  });

  it('reads the empty key of goods without specs as no pairs, and skips malformed pairs', () => {
    expect(parseSkuKey('')).toEqual({});
    expect(parseSkuKey('12:31,oops,13:')).toEqual({ 12: 31 });
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

  it('answers the SKU of a complete selection only', () => {
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

  it('answers the only SKU of goods without specs', () => {
    const single = [{ ...redMedium, key: '' }];
    expect(chosenSku([], single, {})?.id).toBe(101);
    expect(missingGroup([], {})).toBeUndefined();
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
