import { areSeatsFull, formatSeatUsage, type TeamSeats } from '@scopewright/domain';
import { Users } from 'lucide-react';
import { cn } from '@/lib/utils';

/** "3 of 5 seats" with a meter; turns amber when the plan has no seat left. */
export function SeatUsage({ seats, className }: { seats: TeamSeats; className?: string }) {
  const full = areSeatsFull(seats);
  const percent = seats.max === 'unlimited' || seats.max === 0 ? 0 : Math.min(100, (seats.used / seats.max) * 100);
  return (
    <div className={cn('flex items-center gap-2.5 text-sm', className)} data-testid="seat-usage">
      <Users className="size-4 text-muted-foreground" aria-hidden />
      <span className="font-medium tabular-nums">{formatSeatUsage(seats)}</span>
      {seats.max !== 'unlimited' && (
        <span
          role="meter"
          aria-label="Seats in use"
          aria-valuemin={0}
          aria-valuemax={seats.max}
          aria-valuenow={seats.used}
          className="h-1.5 w-20 overflow-hidden rounded-full bg-muted"
        >
          <span
            className={cn('block h-full rounded-full', full ? 'bg-warning' : 'bg-primary')}
            style={{ width: `${String(percent)}%` }}
          />
        </span>
      )}
    </div>
  );
}
