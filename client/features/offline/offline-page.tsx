/**
 * Offline practice: the modules kept on this device (size, remove), practice or study with them
 * without a connection, results waiting to be sent, and the catalogue's modules to make available
 * offline (docs/offline.md).
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { BookOpen, CheckCircle2, CloudDownload, CloudOff, Play, RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses, Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useOnline } from '@/lib/offline/online';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUser } from '../auth';
import { certificatesQuery } from '../dashboard';
import { certificateModulesQuery } from '../modules';
import { deleteRun, fetchPack, listPacks, listResults, listRuns, removePack, savePack, useDeviceData, type OfflineResult, type OfflineRun, type StoredPack } from './api/device-data';
import { paths } from '@/lib/paths';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export default function OfflinePage() {
  useDocumentTitle('Offline practice');
  const { data: user } = useUser();
  const userId = user?.id ?? 0;
  const packs = useDeviceData(() => listPacks(userId), [userId]);
  const results = useDeviceData(() => listResults(userId), [userId]);
  const runs = useDeviceData(() => listRuns(userId), [userId]);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 p-4 md:p-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">Offline practice</h1>
        <p className="max-w-prose text-muted">
          Keep modules on this device to practise on the train or anywhere without a connection. Answers are checked on the device at once, and your results are sent to your progress when you are back online.
        </p>
      </header>
      {runs.data && runs.data.length > 0 && <UnderWay runs={runs.data} />}
      <OnDevice userId={userId} packs={packs.data} />
      {results.data && results.data.length > 0 && <OfflineResults results={results.data} />}
      <Catalogue userId={userId} packs={packs.data ?? []} />
    </div>
  );
}

function OnDevice({ userId, packs }: { userId: number; packs: StoredPack[] | undefined }) {
  const total = (packs ?? []).reduce((sum, p) => sum + p.bytes, 0);
  return (
    <section aria-labelledby="on-device" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="on-device" className="text-xl font-semibold">
          On this device
        </h2>
        {packs && packs.length > 0 && <p className="text-sm text-muted">{formatBytes(total)} in all</p>}
      </div>
      {packs === undefined ? null : packs.length === 0 ? (
        <Card className="text-muted">No modules on this device yet. Choose one below to make it available offline.</Card>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {packs.map((p) => (
            <li key={p.pack.module.id}>
              <PackCard userId={userId} stored={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PackCard({ userId, stored }: { userId: number; stored: StoredPack }) {
  const { module, questions } = stored.pack;
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    await removePack(userId, module.id);
    toast({ title: 'Removed from this device', description: `${module.name} is no longer available offline.` });
  };
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="min-w-0">
        <h3 className="font-semibold wrap-break-word">{module.name}</h3>
        <p className="text-sm text-muted">{module.certificateName}</p>
        <p className="mt-1 text-sm text-muted">
          {questions.length} questions · {formatBytes(stored.bytes)} · saved {dateFormat.format(new Date(stored.savedAt))}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link to={paths.offlineQuiz(module.id, 'practice')} className={buttonClasses('primary', 'md')} aria-label={`Practice ${module.name}`}>
          <Play aria-hidden="true" className="size-4" />
          Practice
        </Link>
        <Link to={paths.offlineQuiz(module.id, 'study')} className={buttonClasses('secondary', 'md')} aria-label={`Study ${module.name}`}>
          <BookOpen aria-hidden="true" className="size-4" />
          Study
        </Link>
        <Button variant="ghost" onClick={() => void remove()} disabled={removing} aria-label={`Remove ${module.name} from this device`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
    </Card>
  );
}

/** Offline quizzes left before the end (a reload, a closed tab, another screen): continue or discard. */
function UnderWay({ runs }: { runs: OfflineRun[] }) {
  return (
    <section aria-labelledby="under-way" className="space-y-3">
      <h2 id="under-way" className="text-xl font-semibold">
        Continue your offline quiz
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {runs.map((r) => (
          <li key={`${r.moduleId}:${r.mode}`}>
            <RunCard run={r} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RunCard({ run }: { run: OfflineRun }) {
  const [discarding, setDiscarding] = useState(false);
  const answered = run.answers.filter((a) => a !== '').length;
  const label = run.mode === 'study' ? 'study' : 'practice';
  const discard = async () => {
    setDiscarding(true);
    await deleteRun(run.userId, run.moduleId, run.mode).catch(() => undefined);
    toast({ title: 'Quiz discarded', description: `Your ${label} of ${run.moduleName} was removed from this device. Nothing was sent.` });
  };
  return (
    <Card className="flex h-full flex-col gap-3 border-primary">
      <div className="min-w-0">
        <h3 className="font-semibold wrap-break-word">
          {run.moduleName} <span className="font-normal text-muted">· {label}</span>
        </h3>
        <p className="mt-1 text-sm text-muted">
          {answered} of {run.questions.length} answered · on question {run.index + 1} · started {dateFormat.format(new Date(run.startedAt))}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link to={paths.offlineQuiz(run.moduleId, run.mode)} className={buttonClasses('primary', 'md')} aria-label={`Continue ${label} of ${run.moduleName}`}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Continue
        </Link>
        <Button variant="ghost" onClick={() => void discard()} disabled={discarding} aria-label={`Discard ${label} of ${run.moduleName}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Discard
        </Button>
      </div>
    </Card>
  );
}

function OfflineResults({ results }: { results: OfflineResult[] }) {
  return (
    <section aria-labelledby="offline-results" className="space-y-3">
      <h2 id="offline-results" className="text-xl font-semibold">
        Practised offline
      </h2>
      <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
        {results.slice(0, 10).map((r) => (
          <li key={r.id}>
            <Link to={paths.offlineResult(r.id)} className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-surface-2">
              <span className="min-w-0 flex-1 font-medium">
                {r.moduleName} <span className="font-normal text-muted">· {r.mode === 'study' ? 'study' : 'practice'}</span>
              </span>
              <span className="text-sm">
                {(r.server ?? r).score}/{(r.server ?? r).total}
              </span>
              <SyncBadge result={r} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SyncBadge({ result }: { result: OfflineResult }) {
  if (result.server)
    return (
      <Badge tone="success">
        <CheckCircle2 aria-hidden="true" className="size-3.5" />
        Sent
      </Badge>
    );
  if (result.refused) return <Badge tone="danger">Not accepted</Badge>;
  return (
    <Badge tone="warning">
      <CloudOff aria-hidden="true" className="size-3.5" />
      Waiting to be sent
    </Badge>
  );
}

function Catalogue({ userId, packs }: { userId: number; packs: StoredPack[] }) {
  const online = useOnline();
  const certificates = useQuery(certificatesQuery);
  const modules = useQueries({ queries: (certificates.data ?? []).map((c) => certificateModulesQuery(String(c.id))) });
  const onDevice = new Set(packs.map((p) => p.pack.module.id));
  return (
    <section aria-labelledby="make-available" className="space-y-3">
      <h2 id="make-available" className="text-xl font-semibold">
        Make available offline
      </h2>
      {!online && (
        <p className="flex items-start gap-2 text-sm text-muted">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Saving a module needs a connection: come back here when you are online.
        </p>
      )}
      {certificates.isError && !certificates.data && <p className="text-sm text-muted">The list of modules needs a connection.</p>}
      {(certificates.data ?? []).map((certificate, i) => {
        const list = modules[i]?.data ?? [];
        if (list.length === 0) return null;
        return (
          <div key={certificate.id} className="space-y-2">
            <h3 className="font-semibold">{certificate.name}</h3>
            <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
              {list
                .filter((m) => m.hasQuestions)
                .map((m) => (
                  <li key={m.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium wrap-break-word">{m.name}</span>
                      <span className="block text-sm text-muted">{m.questionCounts.easy + m.questionCounts.medium + m.questionCounts.hard} questions</span>
                    </span>
                    <SaveButton userId={userId} moduleId={m.id} name={m.name} saved={onDevice.has(m.id)} online={online} />
                  </li>
                ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

function SaveButton({ userId, moduleId, name, saved, online }: { userId: number; moduleId: number; name: string; saved: boolean; online: boolean }) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const pack = await fetchPack(moduleId);
      const stored = await savePack(userId, pack);
      toast({ title: saved ? 'Updated on this device' : 'Available offline', description: `${name}: ${pack.questions.length} questions, ${formatBytes(stored.bytes)}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not save the module', description: `${error instanceof Error ? error.message : 'Please try again.'}`, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={saved ? 'ghost' : 'secondary'}
      onClick={() => void save()}
      disabled={busy || !online || userId === 0}
      aria-label={saved ? `Update ${name} on this device` : `Make ${name} available offline`}
    >
      {saved ? <RefreshCw aria-hidden="true" className="size-4" /> : <CloudDownload aria-hidden="true" className="size-4" />}
      {busy ? 'Saving…' : saved ? 'Update' : 'Make available offline'}
    </Button>
  );
}
