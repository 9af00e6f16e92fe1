import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport.ts';

/** An IntersectionObserver the test moves by hand. */
class ManualObserver {
  static last: ManualObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    ManualObserver.last = this;
  }
  observe(node: Element) {
    this.observed.push(node);
  }
  disconnect() {
    this.disconnected = true;
  }
  come(isIntersecting: boolean) {
    this.callback(
      [{ isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('turns true once the element comes near the viewport, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', ManualObserver);
    render(<Probe />);
    const observer = ManualObserver.last;
    expect(observer?.observed).toEqual([screen.getByText('far')]);
    act(() => observer?.come(false));
    expect(screen.getByText('far')).toBeDefined();
    act(() => observer?.come(true));
    expect(screen.getByText('near')).toBeDefined();
    expect(observer?.disconnected).toBe(true);
  });

  it('is near at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeDefined();
  });
});
