// A server-rendered form is disabled until React owns the page, then enabled in the commit that marks
// `<html data-hydrated>`; a page React renders itself, and anything mounted later, starts enabled.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// This test drives React's roots itself, without Testing Library (which sets this flag).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  vi.resetModules();
});

type Hydration = typeof import('./hydration.ts');

/** A fresh copy of the module: whether the page is owned is module state. */
async function freshModule(): Promise<Hydration> {
  vi.resetModules();
  return import('./hydration.ts');
}

/** What each render of the components below saw. */
const seen: boolean[] = [];

function Form({ hydration }: { hydration: Hydration }) {
  const hydrated = hydration.useHydrated();
  seen.push(hydrated);
  return (
    <form>
      <button type="submit" disabled={!hydrated}>
        Send
      </button>
      <hydration.HydrationMark />
    </form>
  );
}

function Probe({ hydration }: { hydration: Hydration }) {
  seen.push(hydration.useHydrated());
  return null;
}

describe('useHydrated', () => {
  it('renders disabled on the server, then enables the form and marks the page once hydrated', async () => {
    const hydration = await freshModule();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form hydration={hydration} />);
    document.body.append(container);
    const button = container.querySelector('button');
    expect(button?.disabled).toBe(true);
    seen.length = 0;

    await act(async () => {
      hydrateRoot(container, <Form hydration={hydration} />);
    });

    expect(seen[0]).toBe(false);
    expect(button?.disabled).toBe(false);
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('starts enabled on a page React renders itself, and in anything mounted after hydration', async () => {
    const hydration = await freshModule();
    hydration.markPageOwned();
    seen.length = 0;
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Probe hydration={hydration} />);
    });
    expect(seen).not.toContain(false);
  });
});
