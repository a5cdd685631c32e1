import { FileDown } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { exportQuestionsUrl } from '../api/export-questions';
import { FILE_FORMATS, FORMAT_INFO } from '../api/question-file-formats';

/** Downloads of a module's questions, one per format; plain links, since the admin cookie is same-origin. */
export function ExportDialog({ open, onOpenChange, moduleId, moduleName, questionCount }: { open: boolean; onOpenChange: (open: boolean) => void; moduleId: number; moduleName: string; questionCount: number }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Export questions"
      description={`Download the ${questionCount === 1 ? 'question' : `${questionCount} questions`} of ${moduleName}. Every format can be imported again.`}
    >
      <ul className="space-y-2">
        {FILE_FORMATS.map((format) => (
          <li key={format}>
            <a href={exportQuestionsUrl(moduleId, format)} download className={buttonClasses('secondary', 'md', 'w-full justify-start')}>
              <FileDown aria-hidden="true" className="size-5 text-primary" />
              <span>
                Download {FORMAT_INFO[format].label} <span className="text-muted">(.{FORMAT_INFO[format].extension})</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
