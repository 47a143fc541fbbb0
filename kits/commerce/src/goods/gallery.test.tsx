import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@shop/shared';
import { Gallery } from './gallery';

const images = ['/img/tee.png', '/img/tee-back.png', '/img/tee-side.png'];
const mainPhoto = () => screen.getByRole('img', { name: 'Cotton T-shirt' });

/** A product page in small: choosing a colour gives the gallery that SKU's photo. */
function ColourPage() {
  const [photo, setPhoto] = useState('/img/tee-red.png');
  return (
    <>
      <Gallery name="Cotton T-shirt" images={images} highlight={photo} />
      <button type="button" onClick={() => setPhoto('/img/tee-blue.png')}>
        Blue
      </button>
    </>
  );
}

describe('Gallery', () => {
  it('switches the main photo from the thumbnails, which are named in both languages', async () => {
    await i18n.changeLanguage('en-us');
    const user = userEvent.setup();
    const { unmount } = render(<Gallery name="Cotton T-shirt" images={images} />);
    expect(screen.getByRole('list', { name: 'Photos' })).toBeInTheDocument();
    expect(mainPhoto()).toHaveAttribute('src', '/img/tee.png');
    expect(screen.getByRole('button', { name: 'Photo 1 of 3' })).toHaveAttribute('aria-current', 'true');
    await user.hover(screen.getByRole('button', { name: 'Photo 2 of 3' }));
    expect(mainPhoto()).toHaveAttribute('src', '/img/tee-back.png');
    await user.click(screen.getByRole('button', { name: 'Photo 3 of 3' }));
    expect(mainPhoto()).toHaveAttribute('src', '/img/tee-side.png');
    unmount();

    await i18n.changeLanguage('zh-cn');
    const zh = render(<Gallery name="Cotton T-shirt" images={images} />);
    expect(screen.getByRole('list', { name: '商品图片' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第2张，共3张' })).toBeInTheDocument();
    zh.unmount();
    await i18n.changeLanguage('en-us');
  });

  it('shows uploaded photos large as their display copy and in the strip as their thumbnail', () => {
    const uploaded = [`/homeapi/upload/file/${'a'.repeat(64)}.jpg`, `/homeapi/upload/file/${'b'.repeat(64)}.png`];
    render(<Gallery name="Cotton T-shirt" images={uploaded} />);
    expect(mainPhoto()).toHaveAttribute('src', uploaded[0]);
    expect(screen.getByRole('button', { name: 'Photo 2 of 2' }).querySelector('img')).toHaveAttribute('src', `${uploaded[1]}?size=thumb`);
  });

  it('shows a newly chosen SKU photo until a thumbnail is picked', async () => {
    const user = userEvent.setup();
    render(<ColourPage />);
    expect(mainPhoto()).toHaveAttribute('src', '/img/tee-red.png');
    await user.click(screen.getByRole('button', { name: 'Photo 2 of 3' }));
    expect(mainPhoto()).toHaveAttribute('src', '/img/tee-back.png');
    await user.click(screen.getByRole('button', { name: 'Blue' }));
    expect(mainPhoto()).toHaveAttribute('src', '/img/tee-blue.png');
  });

  it('shows no thumbnails for a single photo, at the size asked for', () => {
    render(<Gallery name="Cotton T-shirt" images={['/img/tee.png']} size={400} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(mainPhoto().parentElement).toHaveClass('h-[400px]', 'w-[400px]');
  });
});
