import { Button } from '@/components/ui/button';

/** Cancel and submit at the foot of an admin dialog form (submit first on phones, within thumb reach). */
export function FormActions({ submitLabel, pending, onCancel }: { submitLabel: string; pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}
