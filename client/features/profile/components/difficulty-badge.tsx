import { Badge } from '../../../components/ui/badge';
import { levelTone } from '../../../components/ui/level';

/** SPEC §4: each quiz difficulty has its own colour (the shared level tokens), any other value is grey; the word is always shown. */

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const label = difficulty ? difficulty.charAt(0).toUpperCase() + difficulty.slice(1) : 'Unknown';
  return <Badge tone={levelTone(difficulty)}>{label}</Badge>;
}
