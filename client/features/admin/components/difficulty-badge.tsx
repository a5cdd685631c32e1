import type { Difficulty } from '../../../../common/schemas/question';
import { Badge } from '../../../components/ui/badge';
import { levelTone } from '../../../components/ui/level';
export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** The difficulty in words (never by colour alone), optionally with a count. */
export function DifficultyBadge({ difficulty, count }: { difficulty: Difficulty; count?: number }) {
  return (
    <Badge tone={levelTone(difficulty)}>
      {DIFFICULTY_LABELS[difficulty]}
      {count !== undefined && <span className="tabular-nums">{count}</span>}
    </Badge>
  );
}
