/** The question every parser's test reads first, as the parsers return it (tests only). */
export const RBAC_QUESTION = {
  text: 'What does RBAC stand for?',
  options: [
    { id: 'A', text: 'Role-based access control' },
    { id: 'B', text: 'Rule-based access control' },
    { id: 'C', text: 'Record-based access control' },
    { id: 'D', text: 'Remote access control' },
  ],
  type: 'single',
  correctAnswer: 'A',
  explanation: 'Permissions are attached to roles.',
} as const;
