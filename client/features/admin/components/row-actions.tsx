/** The Edit and Delete buttons of a row in the admin lists; `name` completes their accessible names. */
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function RowActions({ name, onEdit, onDelete, className }: { name: string; onEdit: () => void; onDelete: () => void; className: string }) {
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Button variant="secondary" onClick={onDelete} aria-label={`Delete ${name}`}>
        <Trash2 aria-hidden="true" className="size-4 text-danger" />
        Delete
      </Button>
    </div>
  );
}
