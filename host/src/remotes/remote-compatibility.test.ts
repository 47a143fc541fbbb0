import { incompatibilities, manifestIncompatibilities } from './remote-compatibility';

const provided = { react: '19.3.1', 'react-dom': '19.3.1', '@shop/shared': '1.2.0' };

describe('remote compatibility', () => {
  it('accepts ranges the shell satisfies, sub-paths included', () => {
    expect(incompatibilities({ react: '^19.0.0', '@shop/shared': '^1.1.0' }, provided)).toEqual([]);
    expect(manifestIncompatibilities([{ name: 'react/jsx-runtime', requiredVersion: '^19.3.1' }, { name: 'lodash', requiredVersion: '^4.0.0' }], provided)).toEqual([]);
  });

  it('names every singleton whose range the shell cannot satisfy', () => {
    expect(incompatibilities({ react: '^20.0.0', '@shop/shared': '^2.0.0' }, provided)).toEqual([
      'needs react ^20.0.0, the shell provides 19.3.1',
      'needs @shop/shared ^2.0.0, the shell provides 1.2.0',
    ]);
    expect(manifestIncompatibilities([{ name: 'react-dom/client', requiredVersion: '^20.1.0' }], provided)).toEqual(['needs react-dom/client ^20.1.0, the shell provides 19.3.1']);
  });

  it('refuses a remote that needs a singleton the shell does not share', () => {
    expect(incompatibilities({ vue: '^3.0.0' }, provided)).toEqual(['needs vue ^3.0.0, which the shell does not share']);
  });
});
