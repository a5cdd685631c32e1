/** jsdom has no matchMedia: a static MediaQueryList, and a switch for the 768 px layout breakpoint. */
import { vi } from 'vitest';
import { MOBILE_QUERY } from '../lib/use-media-query';

export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** Makes useIsMobile() answer `mobile` for the rest of the test (undone by vi.restoreAllMocks()). */
export function setMobile(mobile: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQueryList(query, query === MOBILE_QUERY ? mobile : false));
}
