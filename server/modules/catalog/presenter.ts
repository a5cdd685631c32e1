/**
 * The one mapping of each catalogue entity from its stored row to the contract's shape: every route
 * that shows a certificate, a module or a question (learner catalogue, administration, offline
 * pack, quiz and attempt review) gets it from here.
 */
import type { Certificate, Level } from '@common/schemas/certificate';
import type { Module, ModuleDetail, QuestionCounts } from '@common/schemas/module';
import type { Difficulty, Question, QuestionType } from '@common/schemas/question';
import type { QuestionRecord } from '@server/db/database';

export interface CertificateRow {
  id: number;
  name: string;
  description: string;
  level: string;
}

export interface ModuleRow {
  id: number;
  name: string;
  description: string;
  certificate_id: number;
  sort_order: number;
}

/** A question as read from its table, without its bookkeeping columns. */
export type QuestionRow = Omit<QuestionRecord, 'created_at' | 'deleted_at'>;

const NO_QUESTIONS: QuestionCounts = { easy: 0, medium: 0, hard: 0 };

export const totalQuestions = (c: QuestionCounts | undefined) => (c ? c.easy + c.medium + c.hard : 0);

/** A certificate with the number of its live modules and of their live questions. */
export function presentCertificate(row: CertificateRow, moduleIds: readonly number[], counts: ReadonlyMap<number, QuestionCounts>): Certificate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    level: row.level as Level,
    moduleCount: moduleIds.length,
    questionCount: moduleIds.reduce((sum, id) => sum + totalQuestions(counts.get(id)), 0),
  };
}

export function presentModule(row: ModuleRow, counts: QuestionCounts | undefined): Module {
  const questionCounts = counts ?? NO_QUESTIONS;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    certificateId: row.certificate_id,
    order: row.sort_order,
    hasQuestions: totalQuestions(questionCounts) > 0,
    questionCounts,
  };
}

/** A module as the learner's module page shows it: with its certificate's name. */
export function presentModuleDetail(row: ModuleRow & { certificateName: string }, counts: QuestionCounts | undefined): ModuleDetail {
  return { ...presentModule(row, counts), certificateName: row.certificateName };
}

/** A stored question, key and explanation included (a learner's view is derived from it by toLearnerQuestion). */
export function presentQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    text: row.text,
    options: [
      { id: 'A', text: row.option_a },
      { id: 'B', text: row.option_b },
      { id: 'C', text: row.option_c },
      { id: 'D', text: row.option_d },
    ],
    type: row.type as QuestionType,
    correctAnswer: row.correct_answer,
    difficulty: row.difficulty as Difficulty,
    explanation: row.explanation,
    moduleId: row.module_id,
  };
}
