/** Small wording helpers shared by the admin lists and dialogs. */
import type { Module } from '@common/schemas/module';

/** The first `max` characters and an ellipsis, or the whole text when it is short enough. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** All questions of a module, every difficulty together. */
export const questionTotal = (module: Module) => module.questionCounts.easy + module.questionCounts.medium + module.questionCounts.hard;
