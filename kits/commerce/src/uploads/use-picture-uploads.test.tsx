import type { ChangeEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@shop/shared';
import { usePictureUploads } from './use-picture-uploads';

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const picked = (...files: File[]) => ({ target: { files, value: 'C:\\fakepath' } }) as unknown as ChangeEvent<HTMLInputElement>;

function renderUploads({ value = [] as string[], tooMany }: { value?: string[]; tooMany?: string } = {}) {
  const onChange = jest.fn();
  const upload = jest.fn(async (file: File) => ({ url: `/img/${file.name}` }));
  const { result } = renderHook(() => usePictureUploads({ value, onChange, max: 2, upload, failed: 'Upload failed', tooMany }));
  return { result, onChange, upload };
}

describe('usePictureUploads', () => {
  it('uploads the picked pictures one by one, adding each URL', async () => {
    const { result, onChange } = renderUploads();
    await act(() => result.current.add(picked(png('a.png'), png('b.png'))));
    expect(onChange).toHaveBeenLastCalledWith(['/img/a.png', '/img/b.png']);
    expect(result.current.problem).toBeNull();
  });

  it('sends no picture of the wrong type or too large, and says why', async () => {
    const { result, upload } = renderUploads();
    await act(() => result.current.add(picked(new File(['gif'], 'anim.gif', { type: 'image/gif' }))));
    expect(result.current.problem).toBe('anim.gif is not a JPEG, PNG or WebP picture');
    await act(() => result.current.add(picked(png('huge.png', 2 * 1024 * 1024 + 1))));
    expect(result.current.problem).toBe('huge.png is larger than 2 MB');
    expect(upload).not.toHaveBeenCalled();
  });

  it('keeps to the room left, and says so when asked to', async () => {
    const { result, onChange, upload } = renderUploads({ value: ['/img/first.png'], tooMany: 'At most 2' });
    await act(() => result.current.add(picked(png('b.png'), png('c.png'))));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(['/img/first.png', '/img/b.png']);
    expect(result.current.problem).toBe('At most 2');
  });

  it('shows a refusal in the server’s words, and its own words for any other failure', async () => {
    const { result, onChange, upload } = renderUploads();
    upload.mockRejectedValueOnce(new ApiError(0, 'Pictures must be JPEG, PNG or WebP', null));
    await act(() => result.current.add(picked(png('b.png'))));
    expect(result.current.problem).toBe('Pictures must be JPEG, PNG or WebP');
    upload.mockRejectedValueOnce(new Error('offline'));
    await act(() => result.current.add(picked(png('c.png'))));
    expect(result.current.problem).toBe('Upload failed');
    expect(onChange).not.toHaveBeenCalled();
  });
});
