/** Import a question file into a module: preview (a dry run) first, then store only an error-free file. */
import { AlertTriangle, Check, CheckCircle2, FileUp, Info, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { DIFFICULTIES, type Difficulty } from '@common/schemas/question';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { inputClasses, SelectField, TextAreaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useImportQuestions, type ImportResult } from '../api/import-questions';
import { detectTextFormat, extensionOf, FILE_FORMATS, FORMAT_INFO, formatFromFileName, IMPORT_EXTENSIONS, type FileFormat } from '../api/question-file-formats';
import { ChooseBadge, formatLetters } from './answer-key';
import { DIFFICULTY_INFO } from '@common/rules/difficulty';
import { DifficultyBadge } from '@/components/difficulty-badge';
import { plural } from '@/lib/plural';
import { useAdminErrorToast } from './use-admin-error';

/** API.md: imports may be up to 5 MiB. */
const MAX_BYTES = 5 * 1024 * 1024;

const FORMAT_OPTIONS = FILE_FORMATS.map((f) => ({ value: f, label: FORMAT_INFO[f].label }));
const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_INFO[d].label }));

/** The file's text as UTF-8 (FileReader rather than Blob.text(), which some older browsers lack). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file, 'utf-8');
  });
}

export function importSummary(result: ImportResult): string {
  return `${plural(result.imported, 'question')} will be imported, ${result.skipped} skipped as duplicates`;
}

/** What the file picker and the drop zone accept. */
const ACCEPT = IMPORT_EXTENSIONS.map((e) => `.${e}`).join(',');

function PreviewResult({ result }: { result: ImportResult }) {
  const hasErrors = result.errors.length > 0;
  return (
    <div className="space-y-4">
      {hasErrors ? (
        <div className="rounded-lg border border-danger bg-danger-soft p-4">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-danger" />
            {plural(result.errorCount, 'problem')} found: nothing will be imported
          </p>
          <p className="mt-1 text-sm text-muted">Fix the file and preview again.{result.errorCount > result.errors.length && ` The first ${result.errors.length} are listed.`}</p>
          <ul className="mt-3 space-y-1 text-sm" aria-label="Problems">
            {result.errors.map((error, i) => (
              <li key={i} className="break-words">
                <span className="font-semibold">Line {error.line}:</span> {error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : result.imported === 0 ? (
        // Not a success: the file is fine, but importing it would change nothing.
        <div className="rounded-lg border border-border-strong bg-surface-2 p-4">
          <p className="flex items-center gap-2 font-semibold">
            <Info aria-hidden="true" className="size-5 shrink-0 text-primary" />
            Nothing new would be added
          </p>
          <p className="mt-1 text-sm text-muted">
            {result.skipped === 1 ? 'The question in this file is already in the module.' : `All ${plural(result.skipped, 'question')} in this file are already in the module or repeated in the file.`} Choose
            another file, or edit the questions first.
          </p>
        </div>
      ) : (
        <p className="flex items-center gap-2 rounded-lg border border-success bg-success-soft p-4 font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success" />
          {importSummary(result)}
        </p>
      )}
      {result.questions.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold">
            {hasErrors ? 'Questions read without problems' : 'Questions in the file'}
            {result.questionCount > result.questions.length && ` (the first ${result.questions.length} of ${result.questionCount})`}
          </h3>
          {result.duplicateCount > 0 && (
            <p className="mb-2 text-sm text-muted">
              {result.duplicateCount === 1 ? '1 duplicate is marked below.' : `${result.duplicateCount.toLocaleString('en-GB')} duplicates are marked below.`} Duplicates are questions whose text, case and
              spacing aside, is already in the module or earlier in the file.
            </p>
          )}
          <ol className="space-y-3" aria-label="Parsed questions">
            {result.questions.map((question, i) => (
              <li key={i} className="rounded-lg border border-border p-3">
                <div className="flex items-start justify-between gap-3">
                  <div className="flex min-w-0 flex-1 gap-1.5 font-medium">
                    <span className="text-muted">{i + 1}.</span>
                    <Markdown className="min-w-0 flex-1">{question.text}</Markdown>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1.5">
                    {question.duplicate && <Badge tone="warning">Duplicate</Badge>}
                    <DifficultyBadge difficulty={question.difficulty} />
                    {question.type === 'multiple' && <ChooseBadge count={question.correctAnswer.length} />}
                  </div>
                </div>
                <ul className="mt-2 space-y-1 text-sm">
                  {question.options.map((option) => {
                    const correct = question.correctAnswer.includes(option.id);
                    return (
                      <li key={option.id} className={cn('flex items-start gap-2', correct ? 'font-semibold' : 'text-muted')}>
                        {correct ? <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" /> : <span aria-hidden="true" className="size-4 shrink-0" />}
                        <span className="min-w-0 flex-1">
                          {option.id}. <Markdown inline>{option.text}</Markdown>
                        </span>
                        {correct && <Badge tone="success">Correct</Badge>}
                      </li>
                    );
                  })}
                </ul>
                {question.type === 'multiple' && <p className="mt-2 text-sm text-muted">Correct answers: {formatLetters(question.correctAnswer)}</p>}
                {question.duplicate && <p className="mt-2 text-sm text-muted">Already in this module or earlier in the file: it will be skipped.</p>}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

function ImportForm({ moduleId, onDone }: { moduleId: number; onDone: () => void }) {
  const [content, setContent] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [format, setFormat] = useState<FileFormat>('aiken');
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [preview, setPreview] = useState<{ key: string; result: ImportResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const previewing = useImportQuestions();
  const importing = useImportQuestions();
  const showError = useAdminErrorToast();
  const fileId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const key = JSON.stringify([content, format, difficulty]);
  // A new preview can be long: bring its start into view.
  useEffect(() => {
    if (preview || failure) resultRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [preview, failure]);
  const current = preview && preview.key === key ? preview.result : null;
  const canImport = current !== null && current.errors.length === 0 && current.imported > 0 && !importing.isPending;

  const [fileNote, setFileNote] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const loadFile = async (file: File) => {
    setFileError(null);
    setFileNote(null);
    const ext = extensionOf(file.name);
    if (!(IMPORT_EXTENSIONS as readonly string[]).includes(ext)) {
      setFileError(`${file.name} is not a question file: choose a .aiken, .gift, .csv, .json or .txt file.`);
      return;
    }
    if (file.size > MAX_BYTES) {
      setFileError('The file is larger than 5 MiB: split it into smaller files.');
      return;
    }
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setFileError('The file could not be read: try again, or paste its text below.');
      return;
    }
    setFileName(file.name);
    setContent(text);
    const named = ext === 'txt' ? null : formatFromFileName(file.name);
    if (named) {
      setFormat(named);
      return;
    }
    // A .txt file may be Aiken or GIFT: its content tells, or the admin chooses.
    const detected = detectTextFormat(text);
    if (detected) {
      setFormat(detected);
      setFileNote(`It reads as ${FORMAT_INFO[detected].label}: change the format below if it is not.`);
    } else {
      setFileNote('Its format could not be told from its text: choose Aiken or GIFT below before the preview.');
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void loadFile(file);
  };

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void loadFile(file);
  };

  const run = (dryRun: boolean) => {
    setFailure(null);
    const mutation = dryRun ? previewing : importing;
    mutation.mutate(
      { moduleId, format, difficulty, dryRun, content },
      {
        onSuccess: (result) => {
          if (dryRun || result.errors.length > 0) {
            setPreview({ key, result });
            return;
          }
          toast({ title: 'Questions imported successfully', description: `${plural(result.imported, 'question')} imported, ${result.skipped} skipped as duplicates`, variant: 'success' });
          onDone();
        },
        onError: (error) => {
          setFailure(error.message);
          showError(dryRun ? 'Failed to preview questions' : 'Failed to import questions', error);
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <div
        data-testid="drop-zone"
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn('space-y-2 rounded-xl border-2 border-dashed p-4 transition-colors', dragging ? 'border-primary bg-primary-soft' : 'border-border-strong')}
      >
        <p className="flex items-center gap-2 font-medium">
          <FileUp aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {dragging ? (
            'Drop the file to read it'
          ) : (
            <>
              {/* Phones cannot drag a file: they are only offered the button. */}
              <span className="hidden md:inline">Drop a question file here, or choose one</span>
              <span className="md:hidden">Choose a question file</span>
            </>
          )}
        </p>
        <label htmlFor={fileId} className="block text-sm font-medium">
          Question file
        </label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPT}
          onChange={onFile}
          aria-describedby={fileError ? `${fileId}-error` : `${fileId}-hint`}
          aria-invalid={fileError ? true : undefined}
          className={cn(inputClasses, 'file:mr-3 file:rounded-md file:border-0 file:bg-primary-soft file:px-3 file:py-1.5 file:font-medium file:text-primary-soft-fg')}
        />
        {fileError ? (
          <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-danger">
            {fileError}
          </p>
        ) : (
          <p id={`${fileId}-hint`} className="text-sm text-muted">
            {fileName ? `Loaded ${fileName}: its text is below.${fileNote ? ` ${fileNote}` : ''}` : 'A .aiken, .gift, .csv, .json or .txt (Aiken or GIFT) file of up to 5 MiB, or paste the text below.'}
          </p>
        )}
      </div>
      <TextAreaField
        label="Questions"
        value={content}
        onChange={(e) => setContent(e.target.value)}
        rows={8}
        spellCheck={false}
        className="font-mono text-sm"
        placeholder={'Paste the questions here, for example:\n\nWhat does DNS translate?\nA. Names to addresses\nB. Addresses to names\nC. Files to folders\nD. Ports to protocols\nANSWER: A'}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <SelectField label="Format" value={format} onChange={(e) => setFormat(e.target.value as FileFormat)} options={FORMAT_OPTIONS} />
          <p className="text-sm text-muted">{FORMAT_INFO[format].hint}</p>
        </div>
        <div className="space-y-1.5">
          <SelectField label="Default difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value as Difficulty)} options={DIFFICULTY_OPTIONS} />
          <p className="text-sm text-muted">For questions whose file gives no difficulty.</p>
        </div>
      </div>

      <div ref={resultRef} aria-live="polite" className="scroll-mt-4 space-y-4">
        {failure && (
          <p className="flex items-start gap-2 rounded-lg border border-danger bg-danger-soft p-4 text-sm">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
            {failure}
          </p>
        )}
        {preview && !current && <p className="text-sm text-muted">The text, format or difficulty changed since the preview: preview again before importing.</p>}
        {current && <PreviewResult result={current} />}
      </div>

      {/* DOM order follows the task (preview, then import); Cancel moves first on wider screens. */}
      <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => run(true)} disabled={content.trim() === '' || previewing.isPending}>
          {previewing.isPending ? 'Checking...' : 'Preview'}
        </Button>
        <Button onClick={() => run(false)} disabled={!canImport}>
          <Upload aria-hidden="true" className="size-4" />
          {importing.isPending ? 'Importing...' : current && current.errors.length === 0 ? (current.imported === 0 ? 'Nothing to import' : `Import ${plural(current.imported, 'question')}`) : 'Import questions'}
        </Button>
        <Button variant="ghost" onClick={onDone} className="sm:order-first">
          Cancel
        </Button>
      </div>
    </div>
  );
}

export function ImportDialog({ open, onOpenChange, moduleId, moduleName }: { open: boolean; onOpenChange: (open: boolean) => void; moduleId: number; moduleName: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Import questions" description={`Add questions to ${moduleName} from a file. Nothing is stored until you confirm the preview.`} wide>
      <ImportForm moduleId={moduleId} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
