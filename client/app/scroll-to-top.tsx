/**
 * A new screen opens at its top. The declarative router keeps the window's scroll position across
 * screens, so without this a learner who pressed "See results" at the bottom of a question, or
 * "Continue Learning" at the bottom of a long review, landed part-way down the next screen with its
 * heading out of sight. Back and forward (POP) are left to the browser, which puts the learner back
 * where they were on that screen.
 */
import { useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
    // Only a new address moves the page: a change of its query (a filter, a tab) keeps the place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
