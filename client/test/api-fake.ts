/**
 * An in-memory fake of the HTTP API the client uses (API.md), for every client test. Its state is typed
 * by the `common/schemas` response types, starts empty before each test (client/test/setup.ts) and is
 * seeded by the test: `fake.seed({ certificates: [...], modules: [...] })`. Each endpoint answers from
 * that state as the server would; a special case (an error, a delay, a one-off body) is a
 * `server.use(http.get('/api/...', () => ...))` in the test. Every request is recorded in `fake.calls`
 * (method, path, query, headers, content type, raw text and JSON body) for assertions on what was sent.
 */
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import type { Admin, AdminCredentials, AdminListItem } from '@common/schemas/admin';
import type { ActivityDay } from '@common/schemas/activity';
import type { Attempt } from '@common/schemas/attempt';
import type { ExamBlueprint, ExamBlueprintInput } from '@common/schemas/exam';
import type { Certificate, CertificateInput, CertificateDetail } from '@common/schemas/certificate';
import type { LearnerQuestion, Question, QuestionCreate } from '@common/schemas/question';
import { LearnerListQuerySchema, type LearnerDetail, type LearnerPage, type LearnerRow } from '@common/schemas/learner-admin';
import { ImportQuerySchema, type ImportResult } from '@common/schemas/question-file';
import type { Module, ModuleCreate, ModuleDetail, ModuleUpdate } from '@common/schemas/module';
import type { Progress } from '@common/schemas/progress';
import type { QuestionStats } from '@common/schemas/question-stats';
import type { AdminReport, Report, ReportUpdate } from '@common/schemas/report';
import type { Readiness, ReadinessHistory, ReviewSummary } from '@common/schemas/review';
import { FEEDBACK_MODES, type AnswerSave, type AnswerSaved, type AttemptCreate, type Feedback } from '@common/schemas/attempt'; // attempts (tests2)
import type { HistoryEntry, QuizSession } from '@common/schemas/quiz-session';
import type { PublicStats } from '@common/schemas/public';
import type { AuthResult, CurrentUser, LoginBody, RegisterBody, ResetPasswordBody } from '@common/schemas/user';

export const ADMIN: Admin = { id: 1, username: 'root' };

export const USER: CurrentUser = { id: 1, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '2025-06-01T10:00:00.000Z' };

/**
 * A question as the quiz draw sends it (API.md, Questions v2): no answer key and no explanation.
 * `choose` 1 is a single-answer question; 2 or 3 a "choose N" one.
 */
export function question(id: number, { choose = 1, moduleId = 4 }: { choose?: number; moduleId?: number } = {}): LearnerQuestion {
  return {
    id,
    text: `What is fact number ${id}?`,
    options: (['A', 'B', 'C', 'D'] as const).map((o) => ({ id: o, text: `Answer ${o} to ${id}` })),
    difficulty: 'easy',
    moduleId,
    type: choose > 1 ? 'multiple' : 'single',
    choose,
  };
}

export interface FakeState {
  /** The signed-in learner GET /api/auth/user answers (null: 401). */
  user: CurrentUser | null;
  /** The signed-in administrator GET /api/admin/me answers (null: 401). */
  admin: Admin | null;
  /** A certificate with its mock exam (GET /api/certificates/:id); the list leaves out `exam`. */
  certificates: (Certificate | CertificateDetail)[];
  modules: Module[];
  attempts: Attempt[];
  /** Attempts POST /api/attempts draws next, in order (tests2: the server's draw); with none left a new attempt is only `{ id }`. */
  draws: Attempt[];
  /** The right answer of each question id, for feedback and grading (tests2). */
  answerKeys: Record<number, string>;
  /** The server's clock minus this device's, in ms, as the Date header of attempt calls says (tests2). */
  serverClockOffset: number;
  /** false: every request fails as with no connection, `fetch` rejects (tests2). */
  online: boolean;
  sessions: QuizSession[];
  history: HistoryEntry[];
  reviewSummary: ReviewSummary;
  readiness: Readiness[];
  readinessHistory: ReadinessHistory[];
  progress: Progress | null;
  activity: ActivityDay[];
  reports: Report[];
  /** The id the next created attempt, session or report gets. */
  nextId: number;

  // --- auth and landing (tests3) ---
  /** Learner accounts POST /api/login and /api/register know; `password: null` is an imported account (403 on login). */
  accounts: (CurrentUser & { password: string | null })[];
  /** The access token POST /api/login and /api/register hand out. */
  issuedToken: string;
  /** Reset tokens that are still usable (GET and POST /api/reset-password). */
  resetTokens: string[];
  /** GET /api/public/stats (null: 404). */
  publicStats: PublicStats | null;

  // --- admin panel (tests3) ---
  /** GET /api/admin/admins; the signed-in administrator is `admin`. */
  admins: AdminListItem[];
  /** The question bank with its answer keys (GET /api/admin/questions). */
  adminQuestions: Question[];
  /** Reports as administrators see them (GET /api/admin/reports); `reports` is the learner side. */
  adminReports: AdminReport[];
  /** Each certificate's mock exam blueprint, by certificate id (GET and PUT /api/admin/certificates/:id/exam). */
  examBlueprints: Record<number, ExamBlueprint>;
  /** Item statistics of the questions in `adminQuestions` (GET /api/admin/modules/:id/stats, /api/admin/questions/:id/stats). */
  questionStats: QuestionStats[];

  // --- learners and question files (admin) ---
  /** Learner accounts with their progress, as administrators see them (GET /api/admin/users, /api/admin/users/:id). */
  learners: LearnerDetail[];
  /**
   * What the server reads in a question file POSTed to /api/admin/modules/:id/questions/import (the fake
   * parses no file): every import answers it. null, or a file without questions or problems, is a 400.
   * An import that is not a dry run, of a file without problems, stores its questions that are not duplicates.
   */
  questionFile: ImportResult | null;
}

function emptyState(): FakeState {
  return {
    user: USER,
    admin: null,
    certificates: [],
    modules: [],
    attempts: [],
    // attempts (tests2)
    draws: [],
    answerKeys: {},
    serverClockOffset: 0,
    online: true,
    sessions: [],
    history: [],
    reviewSummary: { due: 0, dueByCertificate: [], studied: 0, nextDueAt: null },
    readiness: [],
    readinessHistory: [],
    progress: null,
    activity: [],
    reports: [],
    nextId: 1000,
    // auth and landing (tests3)
    accounts: [],
    issuedToken: 'fresh-token',
    resetTokens: [],
    publicStats: null,
    // admin panel (tests3)
    admins: [],
    adminQuestions: [],
    adminReports: [],
    examBlueprints: {},
    questionStats: [],
    // learners and question files (admin)
    learners: [],
    questionFile: null,
  };
}

export interface Call {
  method: string;
  path: string;
  url: URL;
  query: URLSearchParams;
  headers: Headers;
  /** The Content-Type header (null: none). */
  contentType: string | null;
  /** The body as sent ('' when there is none), set once the body is read. */
  text: string;
  /** The body parsed as JSON, or its text when it is not JSON (undefined: no body). */
  body: unknown;
}

/** JSON with a status, e.g. `json({ message: 'Server unavailable' }, 503)` in a `server.use` handler. */
export function json(body: JsonBodyType, status = 200) {
  return HttpResponse.json(body, { status });
}

/** The server's error body (common/schemas/api-error.ts). */
export function apiError(status: number, message: string) {
  return HttpResponse.json({ message }, { status });
}

/** A handler that answers after `ms` (or never, for a screen's loading state). */
export function slow(ms: number | 'infinite', respond: () => Response) {
  return async () => {
    await delay(ms);
    return respond();
  };
}

let state = emptyState();
const calls: Call[] = [];

const notFound = (what: string) => apiError(404, `${what} not found`);

const handlers = [
  http.get('/api/admin/me', () => (state.admin ? json(state.admin) : apiError(401, 'Not signed in'))),
  // Registration is open while no administrator exists (API.md); `admins` lists them when a test seeds them.
  http.get('/api/admin/status', () => json({ registrationOpen: state.admin === null && state.admins.length === 0 })),

  http.get('/api/auth/user', () => (state.user ? json(state.user) : apiError(401, 'Not signed in'))),

  http.get('/api/certificates', () => json(state.certificates.map((c) => ({ ...c, exam: undefined })))),
  http.get('/api/certificates/:id', ({ params }) => {
    const certificate = state.certificates.find((c) => c.id === Number(params.id));
    return certificate ? json(certificate) : notFound('Certificate');
  }),
  http.get('/api/certificates/:id/modules', ({ params }) => {
    const id = Number(params.id);
    if (!state.certificates.some((c) => c.id === id)) return notFound('Certificate');
    return json(state.modules.filter((m) => m.certificateId === id).sort((a, b) => a.order - b.order));
  }),
  http.get('/api/modules/:id', ({ params }) => {
    const module = state.modules.find((m) => m.id === Number(params.id));
    if (!module) return notFound('Module');
    // A module seeded as a ModuleDetail keeps its certificateName.
    const detail: ModuleDetail = { certificateName: state.certificates.find((c) => c.id === module.certificateId)?.name ?? '', ...module };
    return json(detail);
  }),

  http.get('/api/attempts', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    return json(state.attempts.filter((a) => !status || a.status === status));
  }),
  http.get('/api/attempts/:id', ({ params }) => {
    const attempt = state.attempts.find((a) => a.id === Number(params.id));
    return attempt ? json(attempt) : notFound('Attempt');
  }),
  http.post('/api/attempts', () => json({ id: state.nextId++ }, 201)),

  http.get('/api/quiz-sessions/:id', ({ params }) => {
    const session = state.sessions.find((s) => s.id === Number(params.id));
    return session ? json(session) : notFound('Quiz session');
  }),
  http.get('/api/quiz-history', () => json(state.history)),

  http.get('/api/review/summary', () => json(state.reviewSummary)),
  http.get('/api/readiness/history', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('certificateId'));
    const history = state.readinessHistory.find((r) => r.certificateId === id);
    return history ? json(history) : notFound('Certificate');
  }),
  http.get('/api/readiness', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('certificateId'));
    const readiness = state.readiness.find((r) => r.certificateId === id);
    return readiness ? json(readiness) : notFound('Certificate');
  }),

  http.get('/api/progress', () => (state.progress ? json(state.progress) : notFound('Progress'))),
  http.get('/api/user-activity', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const month = `${query.get('year')}-${String(query.get('month')).padStart(2, '0')}`;
    return json(state.activity.filter((d) => d.activityDate.startsWith(month)));
  }),
  http.get('/api/user-activity/range', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const [start, end] = [query.get('startDate') ?? '', query.get('endDate') ?? '9999'];
    return json(state.activity.filter((d) => d.activityDate >= start && d.activityDate <= end));
  }),

  http.post('/api/questions/:id/reports', async ({ params, request }) => {
    const questionId = Number(params.id);
    // The learner's open report of the same question is answered again with 200 (API.md).
    const open = state.reports.find((r) => r.questionId === questionId && r.status === 'open');
    if (open) return json(open);
    const body = (await request.json()) as Pick<Report, 'reason'> & { comment?: string };
    const report: Report = { id: state.nextId++, questionId, reason: body.reason, comment: body.comment ?? null, status: 'open', createdAt: new Date().toISOString() };
    state.reports.push(report);
    return json(report, 201);
  }),
];

// --- auth and landing (tests3): API.md "Authentication" and GET /api/public/stats ---
const authResult = (account: CurrentUser): AuthResult => ({ id: account.id, email: account.email, firstName: account.firstName, lastName: account.lastName, accessToken: state.issuedToken });
const findAccount = (email: string) => state.accounts.find((a) => a.email.toLowerCase() === email.trim().toLowerCase());

const authHandlers = [
  http.post('/api/login', async ({ request }) => {
    const body = (await request.json()) as LoginBody;
    const account = findAccount(body.email);
    if (account && account.password === null) return apiError(403, 'Password reset required: use Forgot Password to set a new password');
    if (!account || account.password !== body.password) return apiError(401, 'Invalid email or password');
    return json(authResult(account));
  }),
  http.post('/api/register', async ({ request }) => {
    const body = (await request.json()) as RegisterBody;
    if (findAccount(body.email)) return apiError(409, 'Email already registered');
    const account = { id: state.nextId++, email: body.email, firstName: body.firstName, lastName: body.lastName, createdAt: new Date().toISOString(), password: body.password };
    state.accounts.push(account);
    return json(authResult(account), 201);
  }),
  http.post('/api/logout', () => new HttpResponse(null, { status: 204 })),
  // The same answer whether or not the account exists.
  http.post('/api/forgot-password', () => json({ message: 'If an account exists for that email, a reset link is on its way' }, 202)),
  http.get('/api/reset-password/:token', ({ params }) => (state.resetTokens.includes(String(params.token)) ? new HttpResponse(null, { status: 204 }) : apiError(400, 'Invalid or expired reset link'))),
  http.post('/api/reset-password', async ({ request }) => {
    const body = (await request.json()) as ResetPasswordBody;
    if (!state.resetTokens.includes(body.access_token)) return apiError(400, 'Invalid or expired reset link');
    state.resetTokens = state.resetTokens.filter((t) => t !== body.access_token);
    return json({ message: 'Your password has been updated: sign in with the new one' });
  }),
  http.delete('/api/auth/user', () => {
    if (!state.user) return apiError(401, 'Not signed in');
    state.user = null;
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('/api/public/stats', () => (state.publicStats ? json(state.publicStats) : notFound('Stats'))),
];
handlers.push(...authHandlers);

// --- admin panel (tests3): API.md "Administrators" (cookie session) ---
const signedOutAdmin = () => apiError(401, 'Please sign in as an administrator');

const adminHandlers = [
  http.post('/api/admin/login', async ({ request }) => {
    const body = (await request.json()) as AdminCredentials;
    const admin = state.admins.find((a) => a.username === body.username);
    if (!admin) return apiError(401, 'Invalid username or password');
    state.admin = { id: admin.id, username: admin.username };
    return json(state.admin);
  }),
  http.post('/api/admin/logout', () => {
    state.admin = null;
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('/api/admin/register', async ({ request }) => {
    const body = (await request.json()) as AdminCredentials;
    if (state.admin === null && state.admins.length > 0) return apiError(403, 'Admin registration is closed: ask an existing administrator');
    if (state.admins.some((a) => a.username === body.username)) return apiError(409, 'Username already taken');
    const admin: AdminListItem = { id: state.nextId++, username: body.username, createdAt: new Date().toISOString() };
    state.admins.push(admin);
    return json({ id: admin.id, username: admin.username }, 201);
  }),
  http.get('/api/admin/admins', () => (state.admin ? json(state.admins) : signedOutAdmin())),
  http.delete('/api/admin/admins/:id', ({ params, request }) => {
    if (!state.admin) return signedOutAdmin();
    const id = Number(params.id);
    if (!state.admins.some((a) => a.id === id)) return notFound('Administrator');
    if (state.admins.length === 1) return apiError(409, 'The last administrator cannot be removed');
    const self = id === state.admin.id;
    if (self && new URL(request.url).searchParams.get('confirm') !== 'self') return apiError(400, 'Removing yourself needs confirm=self');
    state.admins = state.admins.filter((a) => a.id !== id);
    if (self) state.admin = null;
    return new HttpResponse(null, { status: 204 });
  }),

  // Certificates: the same bank as the learner's `certificates` (the admin list has no exam).
  http.get('/api/admin/certificates', () => (state.admin ? json(state.certificates.map((c) => ({ ...c, exam: undefined }))) : signedOutAdmin())),
  http.post('/api/admin/certificates', async ({ request }) => {
    if (!state.admin) return signedOutAdmin();
    const body = (await request.json()) as CertificateInput;
    const certificate: Certificate = { id: state.nextId++, ...body, moduleCount: 0, questionCount: 0 };
    state.certificates = [...state.certificates, certificate];
    return json(certificate, 201);
  }),
  http.put('/api/admin/certificates/:id', async ({ params, request }) => {
    if (!state.admin) return signedOutAdmin();
    const certificate = state.certificates.find((c) => c.id === Number(params.id));
    if (!certificate) return notFound('Certificate');
    Object.assign(certificate, (await request.json()) as CertificateInput);
    return json({ ...certificate, exam: undefined });
  }),
  http.delete('/api/admin/certificates/:id', ({ params }) => {
    if (!state.admin) return signedOutAdmin();
    const id = Number(params.id);
    if (!state.certificates.some((c) => c.id === id)) return notFound('Certificate');
    // Its modules and questions go with it.
    const modules = new Set(state.modules.filter((m) => m.certificateId === id).map((m) => m.id));
    state.certificates = state.certificates.filter((c) => c.id !== id);
    state.modules = state.modules.filter((m) => !modules.has(m.id));
    state.adminQuestions = state.adminQuestions.filter((q) => !modules.has(q.moduleId));
    return new HttpResponse(null, { status: 204 });
  }),

  http.get('/api/admin/certificates/:id/exam', ({ params }) => {
    if (!state.admin) return signedOutAdmin();
    const blueprint = state.examBlueprints[Number(params.id)];
    return blueprint ? json(blueprint) : notFound('Certificate');
  }),
  http.put('/api/admin/certificates/:id/exam', async ({ params, request }) => {
    if (!state.admin) return signedOutAdmin();
    const id = Number(params.id);
    const old = state.examBlueprints[id];
    if (!old) return notFound('Certificate');
    const body = (await request.json()) as ExamBlueprintInput;
    const moduleName = (moduleId: number) => old.weights.find((w) => w.moduleId === moduleId)?.moduleName ?? state.modules.find((m) => m.id === moduleId)?.name ?? '';
    const blueprint: ExamBlueprint = { ...body, weights: body.weights.map((w) => ({ ...w, moduleName: moduleName(w.moduleId) })) };
    state.examBlueprints = { ...state.examBlueprints, [id]: blueprint };
    return json(blueprint);
  }),

  // Modules of a certificate, in order; a new one has no questions yet.
  http.get('/api/admin/modules', ({ request }) => {
    if (!state.admin) return signedOutAdmin();
    const id = new URL(request.url).searchParams.get('certificateId');
    return json(state.modules.filter((m) => !id || m.certificateId === Number(id)).sort((a, b) => a.order - b.order));
  }),
  http.post('/api/admin/modules', async ({ request }) => {
    if (!state.admin) return signedOutAdmin();
    const body = (await request.json()) as ModuleCreate;
    if (!state.certificates.some((c) => c.id === body.certificateId)) return notFound('Certificate');
    const module: Module = { id: state.nextId++, ...body, order: body.order ?? 1, hasQuestions: false, questionCounts: { easy: 0, medium: 0, hard: 0 } };
    state.modules = [...state.modules, module];
    return json(module, 201);
  }),
  http.put('/api/admin/modules/:id', async ({ params, request }) => {
    if (!state.admin) return signedOutAdmin();
    const module = state.modules.find((m) => m.id === Number(params.id));
    if (!module) return notFound('Module');
    Object.assign(module, (await request.json()) as ModuleUpdate);
    return json(module);
  }),
  http.delete('/api/admin/modules/:id', ({ params }) => {
    if (!state.admin) return signedOutAdmin();
    const id = Number(params.id);
    if (!state.modules.some((m) => m.id === id)) return notFound('Module');
    state.modules = state.modules.filter((m) => m.id !== id);
    state.adminQuestions = state.adminQuestions.filter((q) => q.moduleId !== id);
    return new HttpResponse(null, { status: 204 });
  }),

  // Questions: without `page` the whole list (of one module with moduleId); with it one page that
  // searches and filters like the server ({ total, questions }).
  http.get('/api/admin/questions', ({ request }) => {
    if (!state.admin) return signedOutAdmin();
    const query = new URL(request.url).searchParams;
    const moduleId = query.get('moduleId');
    const all = state.adminQuestions.filter((q) => !moduleId || q.moduleId === Number(moduleId));
    if (!query.has('page')) return json(all);
    const text = (query.get('query') ?? '').toLowerCase();
    const [difficulty, type] = [query.get('difficulty'), query.get('type')];
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize') ?? 50);
    const matching = all.filter((q) => q.text.toLowerCase().includes(text) && (!difficulty || q.difficulty === difficulty) && (!type || q.type === type));
    return json({ total: matching.length, questions: matching.slice((page - 1) * pageSize, page * pageSize) });
  }),
  http.post('/api/admin/questions', async ({ request }) => {
    if (!state.admin) return signedOutAdmin();
    const body = (await request.json()) as QuestionCreate;
    if (!state.modules.some((m) => m.id === body.moduleId)) return notFound('Module');
    const question: Question = { id: state.nextId++, ...body, type: body.correctAnswer.length > 1 ? 'multiple' : 'single' };
    state.adminQuestions = [...state.adminQuestions, question];
    return json(question, 201);
  }),
  http.delete('/api/admin/questions/:id', ({ params }) => {
    if (!state.admin) return signedOutAdmin();
    const id = Number(params.id);
    if (!state.adminQuestions.some((q) => q.id === id)) return notFound('Question');
    state.adminQuestions = state.adminQuestions.filter((q) => q.id !== id);
    return new HttpResponse(null, { status: 204 });
  }),
  http.put('/api/admin/questions/:id', async ({ params, request }) => {
    if (!state.admin) return signedOutAdmin();
    const index = state.adminQuestions.findIndex((q) => q.id === Number(params.id));
    if (index < 0) return notFound('Question');
    const body = (await request.json()) as Partial<Question>;
    const updated: Question = { ...state.adminQuestions[index]!, ...body };
    // A key of several letters is a multiple-answer question, as the server infers it.
    updated.type = updated.correctAnswer.length > 1 ? 'multiple' : 'single';
    state.adminQuestions[index] = updated;
    return json(updated);
  }),

  // Statistics: a module's rows are those of its questions.
  http.get('/api/admin/modules/:id/stats', ({ params }) => {
    if (!state.admin) return signedOutAdmin();
    const id = Number(params.id);
    if (!state.modules.some((m) => m.id === id)) return notFound('Module');
    const inModule = new Set(state.adminQuestions.filter((q) => q.moduleId === id).map((q) => q.id));
    return json(state.questionStats.filter((s) => inModule.has(s.questionId)));
  }),
  http.get('/api/admin/questions/:id/stats', ({ params }) => {
    if (!state.admin) return signedOutAdmin();
    const row = state.questionStats.find((s) => s.questionId === Number(params.id));
    return row ? json(row) : notFound('Question');
  }),

  // Reports: newest first; a closed report cannot be closed again.
  http.get('/api/admin/reports', ({ request }) => {
    if (!state.admin) return signedOutAdmin();
    const status = new URL(request.url).searchParams.get('status') ?? 'open';
    const reports = state.adminReports.filter((r) => r.status === status);
    return json(reports.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id));
  }),
  http.put('/api/admin/reports/:id', async ({ params, request }) => {
    if (!state.admin) return signedOutAdmin();
    const report = state.adminReports.find((r) => r.id === Number(params.id));
    if (!report) return notFound('Report');
    if (report.status !== 'open') return apiError(409, 'This report is already closed');
    const body = (await request.json()) as ReportUpdate;
    report.status = body.status;
    return json(report);
  }),
];
handlers.push(...adminHandlers);

// --- learners and question files (admin): API.md "Learners (admin)" and the question file import ---
const firstIssue = (issues: { message: string }[]) => issues[0]?.message ?? 'The request is not valid';
const learnerRow = ({ progress: _progress, ...row }: LearnerDetail): LearnerRow => row;
const findLearner = (id: unknown) => state.learners.find((l) => l.id === Number(id));

const learnerHandlers = [
  // A query matches email or name; newest first, one page.
  http.get('/api/admin/users', ({ request }) => {
    if (!state.admin) return signedOutAdmin();
    const parsed = LearnerListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return apiError(400, firstIssue(parsed.error.issues));
    const { query, page, pageSize } = parsed.data;
    const text = query.toLowerCase();
    const matching = state.learners.filter((l) => [l.email, `${l.firstName} ${l.lastName}`].some((s) => s.toLowerCase().includes(text))).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const body: LearnerPage = { total: matching.length, users: matching.slice((page - 1) * pageSize, page * pageSize).map(learnerRow) };
    return json(body);
  }),
  http.get('/api/admin/users/:id', ({ params }) => {
    if (!state.admin) return signedOutAdmin();
    const learner = findLearner(params.id);
    return learner ? json(learner) : notFound('Learner');
  }),
  http.put('/api/admin/users/:id', async ({ params, request }) => {
    if (!state.admin) return signedOutAdmin();
    const learner = findLearner(params.id);
    if (!learner) return notFound('Learner');
    learner.disabled = ((await request.json()) as Pick<LearnerRow, 'disabled'>).disabled;
    return json(learnerRow(learner));
  }),
  http.post('/api/admin/users/:id/reset-link', ({ params }) => {
    if (!state.admin) return signedOutAdmin();
    const learner = findLearner(params.id);
    return learner ? json({ message: `A reset link is on its way to ${learner.email}` }, 202) : notFound('Learner');
  }),
  http.delete('/api/admin/users/:id', ({ params }) => {
    if (!state.admin) return signedOutAdmin();
    const learner = findLearner(params.id);
    if (!learner) return notFound('Learner');
    state.learners = state.learners.filter((l) => l !== learner);
    return new HttpResponse(null, { status: 204 });
  }),

  // The file's problems and questions are `questionFile`'s; all questions are stored or none.
  http.post('/api/admin/modules/:id/questions/import', async ({ params, request }) => {
    if (!state.admin) return signedOutAdmin();
    const parsed = ImportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return apiError(400, firstIssue(parsed.error.issues));
    const { format, dryRun } = parsed.data;
    const moduleId = Number(params.id);
    if (!state.modules.some((m) => m.id === moduleId)) return notFound('Module');
    if ((await request.text()).replace(/^\uFEFF/, '').trim() === '') return apiError(400, 'The file is empty');
    const file = state.questionFile;
    if (!file || (file.errorCount === 0 && file.questionCount === 0)) return apiError(400, `No question found in the file: is it really ${format.toUpperCase()}?`);
    if (!dryRun && file.errorCount === 0) {
      const fresh = file.questions.filter((q) => !q.duplicate).map(({ line: _line, duplicate: _duplicate, ...q }): Question => ({ id: state.nextId++, ...q, moduleId }));
      state.adminQuestions = [...state.adminQuestions, ...fresh];
    }
    return json(file);
  }),
];
handlers.push(...learnerHandlers);

export const fake = {
  handlers,
  /** Every request since the test began, in order. */
  calls,
  /** The state the handlers answer from (read it, or change it mid-test). */
  get state(): FakeState {
    return state;
  },
  /** Adds to (replaces the given parts of) the state. */
  seed(parts: Partial<FakeState>): void {
    state = { ...state, ...parts };
  },
  /** The calls to one path (any method), oldest first. */
  callsTo(path: string, method?: string): Call[] {
    return calls.filter((c) => c.path === path && (!method || c.method === method));
  },
  /** Empties the state and the calls (after each test). */
  reset(): void {
    state = emptyState();
    calls.length = 0;
  },
  /** Records a request (server.ts listens to every request). */
  async record(request: Request): Promise<void> {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    const call: Call = { method: request.method, path: url.pathname, url, query: url.searchParams, headers, contentType: headers.get('content-type'), text: '', body: undefined };
    calls.push(call);
    const text = await request.clone().text();
    call.text = text;
    if (text) {
      try {
        call.body = JSON.parse(text);
      } catch {
        call.body = text;
      }
    }
  },
};

// --- attempts held by the server (tests2): API.md "Attempts held by the server" ---
// Start or resume, save an answer or a flag, submit once (again: the same session), abandon; the Date
// header carries the server's clock. These come before the handlers above; one that returns nothing
// falls through to them.
const serverNow = () => Date.now() + state.serverClockOffset;
function withDate(response: Response): Response {
  response.headers.set('date', new Date(Math.floor(serverNow() / 1000) * 1000).toUTCString());
  return response;
}
const findAttempt = (id: unknown) => state.attempts.find((a) => a.id === Number(id));

function feedbackFor(attempt: Attempt, index: number): Feedback | null {
  const question = attempt.questions[index];
  if (!question || !FEEDBACK_MODES.includes(attempt.mode) || !attempt.answers[index]) return null;
  const correctAnswer = state.answerKeys[question.id] ?? '';
  return { correct: attempt.answers[index] === correctAnswer, correctAnswer, explanation: '' };
}

function grade(attempt: Attempt): QuizSession {
  const review = attempt.questions.map((q, i) => {
    const correctAnswer = state.answerKeys[q.id] ?? '';
    const chosen = attempt.answers[i] ?? '';
    return { questionId: q.id, text: q.text, options: q.options, type: q.type, chosen, correctAnswer, correct: chosen !== '' && chosen === correctAnswer, explanation: '' };
  });
  const score = review.filter((r) => r.correct).length;
  const elapsed = Math.round((serverNow() - Date.parse(attempt.startedAt)) / 1000);
  return {
    id: state.nextId++,
    moduleId: attempt.moduleId,
    moduleName: state.modules.find((m) => m.id === attempt.moduleId)?.name ?? attempt.title,
    difficulty: attempt.difficulty ?? 'mixed',
    score,
    totalQuestions: attempt.questions.length,
    timeUsed: attempt.timeLimit === null ? elapsed : Math.min(elapsed, attempt.timeLimit),
    completedAt: new Date(serverNow()).toISOString(),
    mode: attempt.mode,
    title: attempt.title,
    passed: null,
    certificateId: attempt.certificateId,
    breakdown: [],
    xpEarned: 10 + 5 * score,
    questions: attempt.questions.map((q) => q.id),
    answers: [...attempt.answers],
    review,
  };
}

const attemptHandlers = [
  http.all('*', () => (state.online ? undefined : HttpResponse.error())),
  http.post('/api/attempts', async ({ request }) => {
    const body = (await request.json()) as AttemptCreate;
    const same = (a: Attempt) =>
      a.status === 'in_progress' && a.mode === body.mode && a.moduleId === ('moduleId' in body ? (body.moduleId ?? null) : null) && a.difficulty === ('difficulty' in body ? body.difficulty : null);
    const resumed = state.attempts.find(same);
    if (resumed) return withDate(json(resumed));
    const drawn = state.draws.shift();
    if (!drawn) return undefined;
    state.attempts.push(drawn);
    return withDate(json(drawn, 201));
  }),
  http.put('/api/attempts/:id/answers/:index', async ({ params, request }) => {
    const attempt = findAttempt(params.id);
    if (!attempt) return notFound('Attempt');
    const index = Number(params.index);
    if (!Number.isInteger(index) || index < 0 || index >= attempt.questions.length) return apiError(400, 'Index is out of range');
    if (attempt.status === 'submitted') return apiError(409, 'This attempt is already submitted');
    if (attempt.deadline && serverNow() > Date.parse(attempt.deadline)) return apiError(409, 'Time is up');
    const body = (await request.json()) as AnswerSave;
    if (body.answer !== undefined) {
      if (attempt.feedback[index] && body.answer !== attempt.answers[index]) return apiError(409, 'This answer already got feedback');
      attempt.answers[index] = body.answer;
      attempt.feedback[index] = feedbackFor(attempt, index);
    }
    if (body.flagged !== undefined) attempt.flags[index] = body.flagged;
    const saved: AnswerSaved = { index, answer: attempt.answers[index] ?? '', flagged: attempt.flags[index] ?? false, feedback: attempt.feedback[index] ?? null };
    return withDate(json(saved));
  }),
  http.post('/api/attempts/:id/submit', ({ params }) => {
    const attempt = findAttempt(params.id);
    if (!attempt) return notFound('Attempt');
    const graded = state.sessions.find((s) => s.id === attempt.sessionId);
    if (graded) return withDate(json(graded));
    const session = grade(attempt);
    state.sessions.push(session);
    attempt.status = 'submitted';
    attempt.sessionId = session.id;
    return withDate(json(session, 201));
  }),
  http.delete('/api/attempts/:id', ({ params }) => {
    const attempt = findAttempt(params.id);
    if (!attempt) return notFound('Attempt');
    if (attempt.status === 'submitted') return apiError(409, 'This attempt is already submitted');
    state.attempts = state.attempts.filter((a) => a !== attempt);
    return withDate(new HttpResponse(null, { status: 204 }));
  }),
];
handlers.unshift(...attemptHandlers);
