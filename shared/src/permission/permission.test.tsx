import { render, screen } from '@testing-library/react';
import { Permission, hasPermission } from './permission';
import { usePermissionStore } from '../stores/permission-store';

describe('permission element', () => {
  it('needs a non-empty list of allowed entries', () => {
    expect(() => hasPermission(['*'], [])).toThrow(/non-empty/);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Permission allow={[]}>x</Permission>)).toThrow(/non-empty/);
  });

  it('is hidden unless the stored list has * or a listed entry', () => {
    usePermissionStore.getState().setAuth(['order/view']);
    const { rerender } = render(<Permission allow={['goods/edit']}>edit goods</Permission>);
    expect(screen.queryByText('edit goods')).not.toBeInTheDocument();
    rerender(<Permission allow={['goods/edit', 'order/view']}>view orders</Permission>);
    expect(screen.getByText('view orders')).toBeInTheDocument();
  });

  it('shows everything for the wildcard', () => {
    usePermissionStore.getState().setAuth(['*']);
    render(<Permission allow={['anything']}>all</Permission>);
    expect(screen.getByText('all')).toBeInTheDocument();
  });
});
