import { localDate } from '@common/rules/progress';
import { Card } from '@/components/ui/card';
import { browserTimeZone } from '@/lib/api-client';
import { useIsMobile } from '@/lib/use-media-query';
import { MonthStrip } from './month-strip';
import { YearCalendar } from './year-calendar';

/** The Activity Calendar: this month's days on phones, a whole year on wider screens. */
export function ActivityCalendar() {
  const isMobile = useIsMobile();
  const today = localDate(new Date(), browserTimeZone());
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">Activity Calendar</h2>
      {isMobile ? <MonthStrip today={today} /> : <YearCalendar today={today} />}
    </Card>
  );
}
