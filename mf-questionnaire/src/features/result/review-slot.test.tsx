/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { REVIEW_PARCEL_FAILED } from './account-parcel';
import { ReviewSlot } from './review-slot';

/** A stand-in IntersectionObserver whose callbacks the test calls, as scrolling would. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  // mf-account is not registered in a unit test: a loaded slot shows its short note.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.restoreAllMocks();
});

it('asks for mf-account’s button only once its slot comes near the screen', async () => {
  const { container } = render(<ReviewSlot />);
  const [observer] = FakeObserver.instances;
  expect(observer?.options?.rootMargin).toBe('400px');
  expect(container.querySelector('[data-parcel-slot]')).toBeNull();

  act(() => observer!.report(false));
  expect(container.querySelector('[data-parcel-slot]')).toBeNull();

  act(() => observer!.report(true));
  expect(observer!.disconnected).toBe(true);
  expect(await screen.findByText(REVIEW_PARCEL_FAILED)).toBeInTheDocument();
  expect(container.querySelector('[data-parcel-slot="mf-account/review-button"]')).not.toBeNull();
});

it('loads at once in a browser without IntersectionObserver', async () => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  const { container } = render(<ReviewSlot />);
  expect(await screen.findByText(REVIEW_PARCEL_FAILED)).toBeInTheDocument();
  expect(container.querySelector('[data-parcel-slot="mf-account/review-button"]')).not.toBeNull();
});
