import { difficultyLabel } from '@common/rules/difficulty';
import { Badge } from './ui/badge';
import { levelTone } from './ui/level';

/**
 * A question's level or a quiz's difficulty, on every screen that shows one: the word always, in
 * the level's own colour (any other value grey), optionally with a count.
 */
export function DifficultyBadge({ difficulty, count }: { difficulty: string; count?: number }) {
  return (
    <Badge tone={levelTone(difficulty)}>
      {difficultyLabel(difficulty)}
      {count !== undefined && <span className="tabular-nums">{count}</span>}
    </Badge>
  );
}
