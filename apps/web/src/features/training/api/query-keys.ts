// One place for the training query keys, so finishing an exam can refresh the course and the certificates.
export const trainingKeys = {
  all: ['training'] as const,
  list: () => ['training', 'list'] as const,
  course: (id: string) => ['training', 'course', id] as const,
  status: (id: string) => ['training', 'status', id] as const,
  feedback: (id: string) => ['training', 'feedback', id] as const,
  certificates: () => ['training', 'certificates'] as const,
  verification: (code: string) => ['training', 'verification', code] as const,
};
