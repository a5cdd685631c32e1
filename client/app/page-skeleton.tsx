import { LoadingRegion, Skeleton } from '../components/ui/skeleton';

/**
 * The columns of a screen's card grid (the dashboard's certificates, the attempts to continue): one on a
 * phone, two from 768 px, three from 1280 px. The first-paint skeleton uses the same classes, so the
 * cards do not jump from two columns to three when the data arrives.
 */
export const CARD_GRID = 'grid gap-4 md:grid-cols-2 md:gap-6 xl:grid-cols-3';

/** The screens whose first paint is a list of full-width rows (a certificate's modules, a module's difficulties). */
const LIST_SCREENS = [/^\/certificates\/[^/]+\/modules\/?$/i, /^\/modules\/[^/]+\/difficulty\/?$/i];

/**
 * A screen's first paint while its data or code loads: a title, a line, and the shape that follows — full-width
 * rows on the module and difficulty lists, else cards in the dashboard's grid.
 */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  const list = LIST_SCREENS.some((screen) => screen.test(window.location.pathname));
  return (
    <LoadingRegion label={label}>
      <div className="mx-auto w-full max-w-5xl space-y-4 p-4 md:p-8">
        <Skeleton className="h-8 w-1/2 max-w-sm" />
        <Skeleton className="h-4 w-2/3 max-w-md" />
        {list ? (
          <div data-skeleton-list className="space-y-3 pt-4">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-24" />
            ))}
          </div>
        ) : (
          <div className={`${CARD_GRID} pt-2`}>
            {[0, 1, 2].map((card) => (
              // Two cards on a phone (the rest is below the fold), three where three columns fit.
              <div key={card} data-skeleton-card className={`space-y-3 rounded-xl border border-border bg-surface p-4 md:p-6 ${card === 2 ? 'hidden md:block' : ''}`}>
                <Skeleton className="h-5 w-24" />
                <Skeleton className="h-6 w-3/4" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-5/6" />
                <Skeleton className="mt-4 h-11 w-full" />
              </div>
            ))}
          </div>
        )}
      </div>
    </LoadingRegion>
  );
}
