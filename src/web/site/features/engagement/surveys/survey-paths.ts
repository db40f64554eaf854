/** Addresses of the survey screens (spec section 2), without language prefix. */
export const surveyStartPath = (id: number, key: string) =>
  `/surveys/${id}/${encodeURIComponent(key)}`;
export const surveyQuestionsPath = (id: number, key: string) =>
  `/survey/${id}/${encodeURIComponent(key)}/q`;
export const surveyFinishedPath = (kind: "done" | "answered", id: number, key: string) =>
  `/survey/${kind}?id=${id}&key=${encodeURIComponent(key)}`;

/** What the start screen hands the questions screen when it navigates there. */
export type SurveyStartState = { password?: string; botToken?: string };

const passwordKey = (id: number) => `survey-password-${id}`;

/**
 * A protected survey's password, kept for this tab only so a reload of the questions screen
 * still works; it is dropped once the answers are sent.
 */
export const surveyPassword = {
  get(id: number): string | undefined {
    try {
      return sessionStorage.getItem(passwordKey(id)) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set(id: number, password: string) {
    try {
      sessionStorage.setItem(passwordKey(id), password);
    } catch {
      // Private mode without storage: the password travels in the navigation state only.
    }
  },
  clear(id: number) {
    try {
      sessionStorage.removeItem(passwordKey(id));
    } catch {
      // nothing stored
    }
  },
};
