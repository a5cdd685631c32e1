import { Badge, type BadgeTone } from '../../../components/ui/badge';

/** SPEC §4: each quiz difficulty has its own colour, any other value is grey; the word is always shown. */
const tones: Record<string, BadgeTone> = { easy: 'success', medium: 'warning', hard: 'danger', mixed: 'primary' };

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const label = difficulty ? difficulty.charAt(0).toUpperCase() + difficulty.slice(1) : 'Unknown';
  return <Badge tone={tones[difficulty] ?? 'neutral'}>{label}</Badge>;
}
