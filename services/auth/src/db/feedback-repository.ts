import type { Db } from './db';

export interface NewFeedback {
  userId: number | null;
  email: string | null;
  message: string;
}

export async function insertFeedback(db: Db, feedback: NewFeedback): Promise<void> {
  await db('feedback').insert({ user_id: feedback.userId, email: feedback.email, message: feedback.message });
}
