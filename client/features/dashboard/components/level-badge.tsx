import type { Level } from '@common/schemas/certificate';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const levelTones: Record<Level, BadgeTone> = { Beginner: 'success', Intermediate: 'primary', Advanced: 'warning' };

/** A certificate's level, in words and in its colour. */
export function LevelBadge({ level }: { level: Level }) {
  return <Badge tone={levelTones[level]}>{level}</Badge>;
}
