import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleVideoClicks } from '@/components/media/video-clicks';
import { YouTubeFacade } from '@/components/media/youtube-facade';
import { VideoModal } from '@/components/media/video-modal';
import { useConsentStore } from '@/stores/consent-store';

const openVideoModal = vi.fn();
vi.mock('@/components/media/video-modal-open', () => ({ openVideoModal }));

const facade = () =>
  render(
    <YouTubeFacade id="Kx7pQ2vLm3A" title="Box Pro setup" duration="4:12" thumbnail={<span className="thumbnail" />} />,
  );
const play = () => screen.getByRole('button', { name: 'Box Pro setup, play video' });

let stop: () => void = () => {};
beforeEach(() => {
  useConsentStore.setState({ choice: null, decidedAt: null });
  stop = handleVideoClicks();
});
afterEach(() => {
  stop();
  openVideoModal.mockClear();
});

describe('video buttons, server HTML handled by the client runtime', () => {
  it('a facade without consent asks first, and plays once the visitor allows it', async () => {
    const { container } = facade();
    play().click();
    const notice = await screen.findByText(/hosted on YouTube/);
    expect(notice).toHaveFocus();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByText('4:12')).toBeNull();
    screen.getByRole('button', { name: 'Allow YouTube and play' }).click();
    const frame = container.querySelector('iframe');
    expect(frame?.src).toBe('https://www.youtube-nocookie.com/embed/Kx7pQ2vLm3A?autoplay=1&rel=0');
    expect(frame?.title).toBe('Box Pro setup');
    expect(useConsentStore.getState().choice).toBe('accepted');
  });

  it('a facade with consent plays at once; consent given in the banner meanwhile plays too', async () => {
    useConsentStore.setState({ choice: 'accepted' });
    const first = facade();
    play().click();
    await waitFor(() => expect(first.container.querySelector('iframe')).not.toBeNull());
    first.unmount();

    useConsentStore.setState({ choice: null });
    const second = facade();
    play().click();
    await screen.findByText(/hosted on YouTube/);
    useConsentStore.getState().choose('accepted');
    expect(second.container.querySelector('iframe')).not.toBeNull();
  });

  it('a VideoModal button opens its dialog with the video it names', async () => {
    render(<VideoModal title="Console capture setup" youtubeId="Rt7hW2mKq4Z" />);
    screen.getByRole('button', { name: /Watch: Console capture setup/ }).click();
    await waitFor(() =>
      expect(openVideoModal).toHaveBeenCalledWith({ title: 'Console capture setup', youtubeId: 'Rt7hW2mKq4Z' }),
    );
  });
});
