import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { signIn } from '@shop/shared/testing';
import { useRequireMember } from './use-require-member';

function renderAt(url: string) {
  const seen: string[] = [];
  function Where() {
    const location = useLocation();
    seen.push(location.pathname + location.search);
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      {children}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
  const { result } = renderHook(() => useRequireMember(), { wrapper });
  return { require: result.current, seen };
}

describe('useRequireMember', () => {
  it('answers true for a member and stays', () => {
    signIn();
    const { require, seen } = renderAt('/goods/view?id=3');
    expect(require()).toBe(true);
    expect(seen.at(-1)).toBe('/goods/view?id=3');
  });

  it('sends a visitor to sign in, to come back here afterwards, and answers false', () => {
    const { require, seen } = renderAt('/goods/view?id=3');
    let answer = true;
    act(() => void (answer = require()));
    expect(answer).toBe(false);
    expect(seen.at(-1)).toBe('/user/login?redirect=/goods/view%3Fid%3D3');
  });
});
