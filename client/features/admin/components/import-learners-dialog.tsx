/** Import learners from CSV (email,firstName,lastName): a dry run shows what would happen, line by line, then the admin confirms. */
import { CircleCheck, FileWarning } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import type { LearnerImportResult } from '@common/schemas/learner-admin';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useImportLearners } from '../api/learners';
import { plural } from '@/lib/plural';

function Preview({ result }: { result: LearnerImportResult }) {
  return (
    <section aria-label="Preview" className="space-y-3 rounded-lg border border-border p-4">
      <h3 className="font-semibold">Preview</h3>
      <ul className="space-y-1 text-sm">
        {result.errors.length === 0 && (
          <li className="flex items-center gap-2">
            <CircleCheck aria-hidden="true" className="size-4 text-success" />
            {plural(result.imported, 'learner')} will be imported
          </li>
        )}
        <li className="text-muted">{plural(result.skipped, 'existing email')} skipped</li>
        <li className={result.errors.length > 0 ? 'font-semibold text-danger' : 'text-muted'}>{plural(result.errors.length, 'error')}</li>
      </ul>
      {result.errors.length > 0 && (
        <>
          <ul aria-label="Errors" className="max-h-48 space-y-1 overflow-y-auto text-sm">
            {result.errors.map((error) => (
              <li key={`${error.line}-${error.message}`} className="flex gap-2">
                <FileWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
                <span>
                  <strong>Line {error.line}:</strong> {error.message}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm">Nothing is imported while the file has errors: fix these lines and check the file again.</p>
        </>
      )}
    </section>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<LearnerImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useImportLearners();

  const change = (text: string) => {
    setCsv(text);
    setPreview(null);
    setError(null);
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    void file.text().then(change, () => setError('Could not read that file: choose a CSV file saved as text.'));
  };
  const check = () => {
    if (!csv.trim()) {
      setError('Choose a CSV file or paste its lines first.');
      return;
    }
    run.mutate({ csv, dryRun: true }, { onSuccess: setPreview, onError: (e) => setError(e.message) });
  };
  const confirm = () =>
    run.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (result) => {
          if (result.errors.length > 0) {
            setPreview(result);
            return;
          }
          toast({ title: 'Learners imported', description: `${plural(result.imported, 'learner')} imported, ${result.skipped} skipped. They set a password through Forgot Password.`, variant: 'success' });
          onDone();
        },
        onError: (e) => setError(e.message),
      },
    );
  const ready = preview !== null && preview.errors.length === 0 && preview.imported > 0;

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor="learners-csv-file" className="block text-sm font-medium">
          CSV file
        </label>
        <input
          id="learners-csv-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={onFile}
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-surface-2 file:px-4 file:font-medium"
        />
      </div>
      <TextAreaField
        label="Or paste the lines"
        hint="Header email,firstName,lastName — one learner a line. Imported learners have no password until they use Forgot Password."
        value={csv}
        onChange={(e) => change(e.target.value)}
        rows={5}
        className="font-mono text-sm"
        spellCheck={false}
      />
      {error && (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger">
          {error}
        </p>
      )}
      {preview && <Preview result={preview} />}
      {preview && preview.errors.length === 0 && preview.imported === 0 && <p className="text-sm">Every email in the file already has an account: there is nothing to import.</p>}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        {ready ? (
          <Button onClick={confirm} disabled={run.isPending}>
            {run.isPending ? 'Importing...' : `Import ${plural(preview.imported, 'learner')}`}
          </Button>
        ) : (
          <Button onClick={check} disabled={run.isPending}>
            {run.isPending ? 'Checking...' : 'Check file'}
          </Button>
        )}
      </div>
    </div>
  );
}

export function ImportLearnersDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Import learners" description="Check the file first: you see what would be imported before anything is stored." wide>
      <ImportForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
