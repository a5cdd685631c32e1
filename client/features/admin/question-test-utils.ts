/** A stand-in for GET /api/admin/questions that pages, searches and filters like the server. */
import type { Question } from '@common/schemas/question';
import type { RecordedCall } from './admin-test-utils';

export function pagedQuestions(all: Question[]) {
  return (call: RecordedCall) => {
    if (!call.query.has('page')) return { body: all };
    const query = (call.query.get('query') ?? '').toLowerCase();
    const difficulty = call.query.get('difficulty');
    const type = call.query.get('type');
    const page = Number(call.query.get('page'));
    const pageSize = Number(call.query.get('pageSize') ?? 50);
    const matching = all.filter((q) => q.text.toLowerCase().includes(query) && (!difficulty || q.difficulty === difficulty) && (!type || q.type === type));
    return { body: { total: matching.length, questions: matching.slice((page - 1) * pageSize, page * pageSize) } };
  };
}
