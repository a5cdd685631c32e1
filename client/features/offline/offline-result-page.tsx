/**
 * The result of offline practice: the device's grading at once, and the server's once it is sent
 * (the one that counts in history and progress; shown as such when the two disagree).
 */
import { CheckCircle2, CloudOff, XCircle } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { percentOf } from '@common/rules/grading';
import { Markdown } from '@/components/markdown';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getResult, useDeviceData } from './api/device-data';
import { SyncBadge } from './offline-page';
import { paths } from '@/lib/paths';

export default function OfflineResultPage() {
  useDocumentTitle('Offline result');
  const { resultId = '' } = useParams();
  const { data: result, error } = useDeviceData(() => getResult(resultId), [resultId]);
  if (result === undefined && !error) return null;
  if (!result)
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 p-4 md:p-8">
        <h1 className="text-2xl font-bold">Result not found on this device</h1>
        <Link to={paths.offline()} className={buttonClasses('primary')}>
          Go to Offline practice
        </Link>
      </div>
    );
  const counted = result.server ?? { score: result.score, total: result.total };
  const disagree = result.server !== null && result.server.score !== result.score;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 p-4 md:p-8">
      <header className="space-y-2">
        <p className="text-sm text-muted">
          {result.moduleName} · {result.mode === 'study' ? 'Study' : 'Practice'} offline
        </p>
        <h1 className="text-2xl font-bold md:text-3xl">
          You scored {counted.score} out of {counted.total} ({percentOf(counted.score, counted.total)}%)
        </h1>
        <SyncBadge result={result} />
      </header>
      <Card role="status" className="space-y-1">
        {result.server ? (
          <>
            <p className="font-semibold">Sent: this result counts in your history and progress.</p>
            {disagree && (
              <p className="text-sm text-muted">
                This device counted {result.score} right; the server graded it {result.server.score} out of {result.server.total}, and the server&apos;s score is the one kept.
              </p>
            )}
            <Link to={paths.results(result.server.sessionId)} className="inline-block py-2 text-sm font-medium text-primary underline underline-offset-4">
              See it in your results
            </Link>
          </>
        ) : result.refused ? (
          <>
            <p className="font-semibold">The server did not accept this result.</p>
            <p className="text-sm text-muted">{result.refused} It stays on this device but is not counted in your progress.</p>
          </>
        ) : (
          <p className="flex items-start gap-2">
            <CloudOff aria-hidden="true" className="mt-1 size-4 shrink-0 text-warning" />
            <span>
              <span className="font-semibold">Waiting to be sent.</span>{' '}
              <span className="text-muted">Kept on this device; it goes to your progress as soon as you are back online, even if you close the app.</span>
            </span>
          </p>
        )}
      </Card>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.offlineQuiz(result.moduleId, result.mode)} className={buttonClasses('primary')}>
          {result.mode === 'study' ? 'Study again' : 'Practise again'}
        </Link>
        <Link to={paths.offline()} className={buttonClasses('secondary')}>
          Offline practice
        </Link>
      </div>
      <section aria-labelledby="review" className="space-y-3">
        <h2 id="review" className="text-xl font-semibold">
          Review
        </h2>
        <ol className="space-y-3">
          {result.review.map((item, i) => (
            <li key={item.questionId}>
              <Card className="space-y-2">
                <div className="flex items-start gap-2">
                  {item.correct ? <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" /> : <XCircle aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" />}
                  <div className="min-w-0 flex-1 font-medium">
                    <span className="sr-only">{item.correct ? 'Correct. ' : 'Incorrect. '}</span>
                    <span className="text-muted">Question {i + 1}: </span>
                    <Markdown>{item.text}</Markdown>
                  </div>
                </div>
                <p className="text-sm">
                  Your answer: <span className="font-semibold">{item.chosen === '' ? 'skipped' : item.chosen.split('').join(', ')}</span> · Correct:{' '}
                  <span className="font-semibold">{item.correctAnswer.split('').join(', ')}</span>
                </p>
                <ul className="space-y-1 text-sm">
                  {item.options.map((o) => (
                    <li key={o.id} className={item.correctAnswer.includes(o.id) ? 'font-medium' : 'text-muted'}>
                      {o.id}. <Markdown inline>{o.text}</Markdown>
                    </li>
                  ))}
                </ul>
                {item.explanation && <Markdown className="text-sm text-muted">{item.explanation}</Markdown>}
              </Card>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
