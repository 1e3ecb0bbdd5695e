import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hideFallback, showFallback, showLoading } from './fallback-root';

describe('showFallback / hideFallback', () => {
  it('renders into the slot and removes itself', async () => {
    const slot = document.createElement('div');
    slot.hidden = true;
    document.body.appendChild(slot);
    const onRetry = jest.fn();

    await act(async () => showFallback(slot, onRetry));
    expect(slot.hidden).toBe(false);
    expect(slot).toHaveTextContent('이 화면을 불러오지 못했어요');

    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    await act(async () => hideFallback(slot));
    expect(slot.hidden).toBe(true);
    expect(slot).toBeEmptyDOMElement();
    slot.remove();
  });

  it('shows the loader while the app loads, then the fallback in the same place', async () => {
    const slot = document.createElement('div');
    slot.hidden = true;
    document.body.appendChild(slot);
    await act(async () => showLoading(slot));
    expect(slot.hidden).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('화면을 불러오는 중이에요');
    await act(async () => showFallback(slot, () => {}));
    expect(screen.queryByText('화면을 불러오는 중이에요')).toBeNull();
    expect(slot).toHaveTextContent('이 화면을 불러오지 못했어요');
    await act(async () => hideFallback(slot));
    expect(slot).toBeEmptyDOMElement();
    slot.remove();
  });
});
