/** "1 question", "3 questions", "4,210 problems", "2 quizzes" (with `many` given). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}
